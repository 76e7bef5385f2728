import { passwordStrength } from '@emind/domain';
import { Box, HStack, Text } from '@chakra-ui/react';

const colors = ['red.500', 'orange.400', 'yellow.400', 'teal.400', 'green.500'] as const;

/** Strength bar, 0–4 points (spec 1 §5): Muy débil, Débil, Moderada, Buena, Excelente. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <Box data-testid="password-strength" aria-live="polite">
      <HStack gap="1" mt="2">
        {[0, 1, 2, 3].map((i) => (
          <Box key={i} h="1.5" flex="1" rounded="full" bg={password && i < score ? colors[score] : 'gray.200'} />
        ))}
      </HStack>
      {password && (
        <Text fontSize="sm" mt="1" color="fg.muted">
          Seguridad: <strong>{label}</strong>
        </Text>
      )}
    </Box>
  );
}
