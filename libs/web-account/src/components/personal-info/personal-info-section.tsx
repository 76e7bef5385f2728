import { Heading, Separator, Stack } from '@emind/web-ui';
import type { Profile } from '@emind/contracts';
import type { AccountRole } from '../../types.ts';
import { PersonalInfoForm } from './personal-info-form.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

/** The 'Datos Básicos' tab, the same for every role. */
export function PersonalInfoSection({ role, profile }: { role: AccountRole; profile: Profile }) {
  return (
    <Stack gap={6}>
      <Heading as="h2" size="lg">Información Personal</Heading>
      <ProfilePhoto role={role} profile={profile} />
      <Separator />
      <PersonalInfoForm role={role} profile={profile} />
    </Stack>
  );
}
