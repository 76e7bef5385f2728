import type { PaymentInfo } from '@emind/contracts';
import { formatClp, formatLongDateTime } from '@emind/domain';
import { Box, Heading, SimpleGrid, Stack, Text } from '@emind/web-ui';

const NOT_GIVEN = 'No especificado';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">{label}</Text>
      <Text fontWeight="medium">{value ?? NOT_GIVEN}</Text>
    </Box>
  );
}

/** Where and how much to transfer, the reference and the deadline (spec 2 'Información de Pago'). */
export function PaymentDetails({ info }: { info: PaymentInfo }) {
  const { account } = info;
  return (
    <Stack gap="4">
      <Box bg="brand.50" rounded="lg" p="4">
        <Text fontSize="sm" color="fg.muted">Monto a pagar</Text>
        <Text fontSize="2xl" fontWeight="bold" color="brand.800" data-testid="payment-amount">{formatClp(info.amount)}</Text>
      </Box>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {info.destination === 'platform' ? 'Transfiere a la cuenta de e-mind (primera sesión con este profesional)' : 'Transfiere a la cuenta del profesional'}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" data-testid="payment-account">
          <Field label="Banco" value={account.bank_name_display ?? account.bank_name} />
          <Field label="Tipo de cuenta" value={account.bank_account_type_display ?? account.bank_account_type} />
          <Field label="Número de cuenta" value={account.bank_account_number} />
          <Field label="Titular" value={account.bank_account_owner} />
          <Field label="RUT del titular" value={account.bank_account_owner_rut} />
          <Field label="Correo del titular" value={account.bank_account_owner_email} />
        </SimpleGrid>
      </Stack>
      <Box>
        <Text fontSize="sm" color="fg.muted">Referencia para la transferencia</Text>
        <Text fontWeight="bold" fontSize="lg" data-testid="payment-reference">{info.reference}</Text>
      </Box>
      {info.hold_expires_at ? (
        <Text fontSize="sm" color="orange.700">
          Paga y sube tu comprobante antes del {formatLongDateTime(info.hold_expires_at)}; después la reserva se cancela.
        </Text>
      ) : null}
    </Stack>
  );
}
