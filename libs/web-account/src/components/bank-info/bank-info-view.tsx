import { Box, SimpleGrid, Text } from '@emind/web-ui';
import { bankAccountTypes, banks, labelOf } from '@emind/domain';
import type { BankInfo } from '@emind/contracts';

const NOT_SET = 'No especificado';

export function BankInfoView({ bank }: { bank: BankInfo }) {
  const rows: [string, string | null][] = [
    ['Banco', bank.bank_name_display ?? labelOf(banks, bank.bank_name)],
    ['Tipo de cuenta', bank.bank_account_type_display ?? labelOf(bankAccountTypes, bank.bank_account_type)],
    ['Número de cuenta', bank.bank_account_number],
    ['Titular de la cuenta', bank.bank_account_owner],
    ['RUT del titular', bank.bank_account_owner_rut],
    ['Correo del titular', bank.bank_account_owner_email],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap={4}>
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Text as="dt" fontSize="sm" color="fg.muted">{label}</Text>
          <Text as="dd" fontWeight="medium">{value || NOT_SET}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
