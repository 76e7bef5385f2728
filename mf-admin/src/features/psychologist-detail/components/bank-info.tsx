import { Button, Collapsible } from '@emind/web-ui';
import { bankAccountTypes, banks, labelOf } from '@emind/domain';
import type { PsychologistDetail } from '@emind/contracts';
import { DetailSection, InfoGrid } from './detail-section.tsx';

/** Collapsed by default: bank data is shown only when the admin asks for it. */
export function BankInfo({ psychologist: p }: { psychologist: PsychologistDetail }) {
  return (
    <Collapsible.Root>
      <DetailSection
        title="Información bancaria"
        actions={
          <Collapsible.Context>
            {(state) => (
              <Collapsible.Trigger asChild>
                <Button size="sm" variant="ghost">{state.open ? 'Ocultar' : 'Mostrar'}</Button>
              </Collapsible.Trigger>
            )}
          </Collapsible.Context>
        }
      >
        <Collapsible.Content>
          <InfoGrid
            rows={[
              ['Banco', p.bank_name_display ?? labelOf(banks, p.bank_name)],
              ['Tipo de cuenta', p.bank_account_type_display ?? labelOf(bankAccountTypes, p.bank_account_type)],
              ['Número de cuenta', p.bank_account_number],
              ['Titular', p.bank_account_owner],
              ['RUT del titular', p.bank_account_owner_rut],
              ['Correo del titular', p.bank_account_owner_email],
            ]}
          />
        </Collapsible.Content>
      </DetailSection>
    </Collapsible.Root>
  );
}
