import { passwordRules } from '@emind/domain';
import { List, Text } from '@chakra-ui/react';

/** The password policy as a live checklist: each rule turns green once met. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <List.Root as="ul" listStyle="none" gap="1" mt="2" fontSize="sm" aria-label="Requisitos de la contraseña">
      {passwordRules.map(({ rule, label, test }) => {
        const met = test(password);
        return (
          <List.Item key={rule} data-met={met} color={met ? 'green.600' : 'fg.muted'}>
            <Text as="span" aria-hidden="true" me="2">
              {met ? '✓' : '○'}
            </Text>
            {label}
            <Text as="span" srOnly>
              {met ? ' (cumplido)' : ' (pendiente)'}
            </Text>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
