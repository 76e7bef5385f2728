import type { ReactNode } from 'react';
import { Card, Heading, HStack, Spinner, Stack, Text } from '@emind/web-ui';
import { useProfile } from '../../api/get-profile.ts';
import { messages } from '../../lib/constants.ts';
import type { Profile } from '@emind/contracts';
import type { AccountRole } from '../../types.ts';
import { BankInfoSection } from '../bank-info/bank-info-section.tsx';
import { PersonalInfoSection } from '../personal-info/personal-info-section.tsx';
import { PrivacySection } from '../privacy/privacy-section.tsx';
import { ProfileTabs, type ProfileTab } from './profile-tabs.tsx';
import { LoadError } from '@emind/web-ui/lists';

interface ProfilePageProps {
  role: AccountRole;
  /** Role-specific tabs, shown between 'Datos Básicos' and 'Datos Bancarios' (the spec's order). */
  extraTabs?: (profile: Profile) => ProfileTab[];
  /** Shown under the title, above the tabs (the psychologist's verification checklist). */
  intro?: ReactNode;
  /** The intro's data are still loading: the page waits for them with the profile, so the intro never pushes the tabs down. */
  introPending?: boolean;
}

/** 'Mi Perfil': loads the role's profile once and lays its sections out as tabs. */
export function ProfilePage({ role, extraTabs, intro, introPending = false }: ProfilePageProps) {
  const query = useProfile(role);
  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">Mi Perfil</Heading>
      {query.isError ? (
        <LoadError message={messages.profileLoad} onRetry={() => void query.refetch()} />
      ) : query.isPending || introPending ? (
        <HStack gap={3} py={10} justify="center">
          <Spinner colorPalette="brand" />
          <Text>Cargando tu perfil...</Text>
        </HStack>
      ) : (
        <>
          {intro}
          <Card.Root>
            <Card.Body>
              <ProfileTabs
                tabs={[
                  { value: 'basic', label: 'Datos Básicos', content: <PersonalInfoSection role={role} profile={query.data} /> },
                  ...(extraTabs?.(query.data) ?? []),
                  { value: 'bank', label: 'Datos Bancarios', content: <BankInfoSection role={role} profile={query.data} /> },
                  { value: 'privacy', label: 'Privacidad y datos', content: <PrivacySection role={role} /> },
                ]}
              />
            </Card.Body>
          </Card.Root>
        </>
      )}
    </Stack>
  );
}
