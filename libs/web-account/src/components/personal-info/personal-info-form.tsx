import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, HStack, SavedBadge, Stack } from '@emind/web-ui';
import { useUpdateProfile } from '../../api/update-profile.ts';
import { useTransientFlag } from '../../hooks/use-transient-flag.ts';
import { messages, SAVED_BADGE_MS } from '../../lib/constants.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import type { Profile } from '@emind/contracts';
import type { AccountRole } from '../../types.ts';
import { PersonalInfoFields } from './personal-info-fields.tsx';
import {
  personalInfoFields, personalInfoSchema, toPersonalInfoPatch, toPersonalInfoValues, type PersonalInfoValues,
} from './personal-info-schema.ts';

/** Read-only until 'Editar'; 'Cancelar' puts back what was loaded; a save shows 'Guardado' for 3 s. */
export function PersonalInfoForm({ role, profile }: { role: AccountRole; profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [saved, flashSaved] = useTransientFlag(SAVED_BADGE_MS);
  const mutation = useUpdateProfile(role);
  const form = useForm<PersonalInfoValues>({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: toPersonalInfoValues(profile),
  });

  const cancel = () => {
    form.reset(toPersonalInfoValues(profile));
    mutation.reset();
    setEditing(false);
  };

  const save = form.handleSubmit(async (values) => {
    try {
      const updated = await mutation.mutateAsync(toPersonalInfoPatch(values));
      form.reset(toPersonalInfoValues(updated));
      setEditing(false);
      flashSaved();
    } catch (error) {
      applyFieldErrors(error, personalInfoFields, form.setError);
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap={6}>
        <PersonalInfoFields form={form} email={profile.email} editing={editing} />
        {mutation.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{messages.profileSave}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack gap={3} justify="flex-end" wrap="wrap">
          <SavedBadge visible={saved} />
          {editing ? (
            <>
              <Button key="cancel" type="button" variant="outline" onClick={cancel} disabled={mutation.isPending}>
                Cancelar
              </Button>
              <Button key="save" type="submit" colorPalette="brand" loading={mutation.isPending}>
                Guardar Cambios
              </Button>
            </>
          ) : (
            // Its own key, so the click that opens editing never lands on the submit button that replaces it.
            <Button key="edit" type="button" colorPalette="brand" onClick={() => setEditing(true)}>
              Editar
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
