import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Heading, HStack, Stack, Text, toast } from '@emind/web-ui';
import { useUpdateBankInfo } from '../../api/update-bank-info.ts';
import { messages } from '../../lib/constants.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import type { Profile } from '@emind/contracts';
import type { AccountRole } from '../../types.ts';
import { BankInfoFields } from './bank-info-fields.tsx';
import {
  bankInfoFields, bankInfoSchema, toBankInfoPatch, toBankInfoValues, type BankInfoValues,
} from './bank-info-schema.ts';
import { isBankInfoComplete } from './bank-info-complete.ts';
import { BankInfoView } from './bank-info-view.tsx';

const purpose: Record<AccountRole, string> = {
  client: 'Usaremos esta cuenta para realizar reembolsos cuando corresponda.',
  psychologist: 'Esta es la cuenta donde recibirás los pagos de tus sesiones.',
  admin: 'Esta cuenta se utiliza para las transacciones administrativas de la plataforma.',
};

/** 'Datos Bancarios': the first submit opens the form, the next one saves it. */
export function BankInfoSection({ role, profile }: { role: AccountRole; profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const mutation = useUpdateBankInfo(role);
  const form = useForm<BankInfoValues>({ resolver: zodResolver(bankInfoSchema), defaultValues: toBankInfoValues(profile) });

  const save = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(toBankInfoPatch(values));
      toast.success(messages.bankSaved);
      setEditing(false);
    } catch (error) {
      applyFieldErrors(error, bankInfoFields, form.setError);
      toast.error(messages.bankSave);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (editing) return save(event);
    event.preventDefault();
    form.reset(toBankInfoValues(profile));
    setEditing(true);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={5}>
        <Heading as="h2" size="lg">Datos Bancarios</Heading>
        <Text color="fg.muted">{purpose[role]}</Text>
        {!isBankInfoComplete(profile) && !editing ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>
              Tu información bancaria está incompleta: indica el banco, el número de cuenta, el titular y su RUT.
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {editing ? <BankInfoFields form={form} /> : <BankInfoView bank={profile} />}
        {mutation.isError && editing ? <Text color="fg.error" role="alert">{messages.bankSave}</Text> : null}
        <HStack gap={3} justify="flex-end" wrap="wrap">
          {editing ? (
            <Button key="cancel" type="button" variant="outline" disabled={mutation.isPending} onClick={() => { mutation.reset(); setEditing(false); }}>
              Cancelar
            </Button>
          ) : null}
          <Button type="submit" colorPalette="brand" loading={mutation.isPending}>
            {editing ? 'Guardar información bancaria' : 'Editar información bancaria'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
