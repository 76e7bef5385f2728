import { Alert, Badge, Box, Center, Heading, HStack, Separator, SimpleGrid, Spinner, Stack, Text } from '@emind/web-ui';
import { formatClp } from '@emind/domain';
import { usePriceConfiguration } from '../api/get-price-configuration.ts';
import { useMyPrice } from '../api/get-my-price.ts';
import { useMySuggestion } from '../api/get-my-suggestion.ts';
import { pricingMessages } from '../lib/pricing-rules.ts';
import { EarningsSimulation } from './earnings-simulation.tsx';
import { SuggestedPriceForm } from './suggested-price-form.tsx';

/** 'Tarifas': suggested versus approved price, the suggestion form and the earnings simulation. */
export function PricingSection() {
  const config = usePriceConfiguration();
  const suggestion = useMySuggestion();
  const approved = useMyPrice();

  if (config.isPending || suggestion.isPending || approved.isPending) {
    return <Center py={6}><Spinner colorPalette="brand" /></Center>;
  }
  const loadFailed = config.isError || suggestion.isError || approved.isError;
  const suggested = suggestion.data?.price ?? null;
  const approvedPrice = approved.data?.price ?? null;
  const pending = suggested !== null && suggested !== approvedPrice;

  return (
    <Stack gap={5}>
      <Heading as="h2" size="lg">Tarifas</Heading>
      {loadFailed ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{pricingMessages.load}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            <Box borderWidth="1px" borderRadius="md" p={4}>
              <Text fontSize="sm" color="fg.muted">Precio aprobado</Text>
              <Text fontSize="xl" fontWeight="bold" data-testid="approved-price">
                {approvedPrice !== null ? formatClp(approvedPrice) : 'Sin precio aprobado'}
              </Text>
            </Box>
            <Box borderWidth="1px" borderRadius="md" p={4}>
              <HStack justify="space-between">
                <Text fontSize="sm" color="fg.muted">Precio sugerido</Text>
                {pending ? <Badge colorPalette="orange" variant="subtle">Pendiente de aprobación</Badge> : null}
              </HStack>
              <Text fontSize="xl" fontWeight="bold" data-testid="suggested-price">
                {suggested !== null ? formatClp(suggested) : 'Sin precio sugerido'}
              </Text>
            </Box>
          </SimpleGrid>
          <Text color="fg.muted">
            {suggested !== null && approvedPrice === null ? pricingMessages.pendingApproval : pricingMessages.suggestToStart}
          </Text>
          <SuggestedPriceForm config={config.data} initial={suggested} />
          <Separator />
          {approvedPrice ?? suggested ? (
            <EarningsSimulation price={(approvedPrice ?? suggested) as number} />
          ) : (
            <Text color="fg.muted">Sugiere un precio para ver la simulación de ganancias.</Text>
          )}
        </>
      )}
    </Stack>
  );
}
