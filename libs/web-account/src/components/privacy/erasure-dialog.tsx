import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ErasureBlocked } from '@emind/contracts';
import { ApiError } from '@emind/web-api';
import { useSessionStore } from '@emind/web-session';
import { Button, Checkbox, PasswordInput, Stack, Text, toast } from '@emind/web-ui';
import { FormField } from '@emind/web-ui/forms';
import { ScreenDialog } from '@emind/web-ui/dialogs';
import { blockedErasure, useRequestErasure } from '../../api/privacy/request-erasure.ts';
import type { AccountRole } from '../../types.ts';
import { BlockingSessions } from './blocking-sessions.tsx';
import { erasureFormSchema, erasureMessages, type ErasureFormValues } from './erasure-schema.ts';
import { ACCOUNT_DELETED_HREF } from './privacy-links.ts';

/** Password and confirmation; 202 ends the session here and now, 409 lists what must be cancelled first. */
export function ErasureDialog({ role, onClose }: { role: AccountRole; onClose: () => void }) {
  const mutation = useRequestErasure();
  const [blocked, setBlocked] = useState<ErasureBlocked | null>(null);
  const form = useForm<ErasureFormValues>({ resolver: zodResolver(erasureFormSchema), defaultValues: { password: '', confirm: false } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setBlocked(null);
    try {
      await mutation.mutateAsync({ password });
    } catch (error) {
      const sessions = blockedErasure(error);
      if (sessions) return setBlocked(sessions);
      const message = error instanceof ApiError && error.status === 400 ? (error.fieldErrors.password?.[0] ?? error.detail) : null;
      if (message) return form.setError('password', { type: 'server', message });
      toast.error(erasureMessages.failed);
      return;
    }
    // The server has already closed the account and revoked every session; this tab follows. A full load rather than
    // a route change: the guards would redirect the signed-out area to a bare /login first, and nothing of the
    // account (cache, loaded remotes) should outlive it in memory.
    useSessionStore.getState().signOut('logout');
    window.location.replace(ACCOUNT_DELETED_HREF);
  });

  return (
    <ScreenDialog title="Eliminar mi cuenta" onClose={onClose} onSubmit={(event) => void submit(event)}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={mutation.isPending}>Cancelar</Button>
          <Button type="submit" colorPalette="red" loading={mutation.isPending}>Eliminar mi cuenta</Button>
        </>
      }
    >
      <Stack gap={4}>
        <Text>Para confirmar, ingresa tu contraseña. Esta acción no se puede deshacer.</Text>
        {blocked ? <BlockingSessions blocked={blocked} role={role} /> : null}
        <FormField label="Contraseña" error={errors.password?.message} required>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Controller
          control={form.control}
          name="confirm"
          render={({ field }) => (
            <Stack gap={1}>
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                invalid={Boolean(errors.confirm)}
                colorPalette="red"
              >
                <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>Entiendo lo que ocurre y quiero eliminar mi cuenta</Checkbox.Label>
              </Checkbox.Root>
              {errors.confirm ? <Text fontSize="sm" color="fg.error">{errors.confirm.message}</Text> : null}
            </Stack>
          )}
        />
      </Stack>
    </ScreenDialog>
  );
}
