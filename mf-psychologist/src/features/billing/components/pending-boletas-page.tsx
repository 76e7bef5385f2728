import { PendingBoletasList } from '@emind/web-billing';
import { Heading, Stack, Text } from '@emind/web-ui';

/** 'Boletas pendientes': the sessions paid to the psychologist still without a boleta de honorarios. */
export function PendingBoletasPage() {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">Boletas pendientes</Heading>
        <Text color="fg.muted">
          Emite en el SII la boleta de honorarios de cada sesión que te pagaron y registra aquí su folio (y el PDF, si quieres): tu paciente la recibe con su certificado para el reembolso.
        </Text>
      </Stack>
      <PendingBoletasList />
    </Stack>
  );
}
