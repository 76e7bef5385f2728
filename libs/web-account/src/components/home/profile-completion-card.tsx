import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, Heading, List, Text } from '@emind/web-ui';
import { useProfile } from '../../api/get-profile.ts';
import type { Profile } from '@emind/contracts';
import type { AccountRole } from '../../types.ts';
import { isBankInfoComplete } from '../bank-info/bank-info-complete.ts';

function missingSections(profile: Profile): string[] {
  const missing: string[] = [];
  if (!profile.rut || !profile.phone || !profile.region || !profile.city) missing.push('Datos Básicos: RUT, teléfono, región y comuna');
  if (!profile.profile_image) missing.push('Foto de perfil');
  if (!isBankInfoComplete(profile)) missing.push('Datos Bancarios');
  return missing;
}

/** Points to 'Mi Perfil' and says, from the real profile, what is still missing. */
export function ProfileCompletionCard({ role, profileHref }: { role: AccountRole; profileHref: string }) {
  const { data: profile } = useProfile(role);
  const missing = profile ? missingSections(profile) : [];
  return (
    <Card.Root>
      <Card.Body gap={3}>
        <Heading as="h2" size="md">Mi Perfil</Heading>
        {profile && missing.length === 0 ? (
          <Text color="fg.muted">Tu perfil está completo. Puedes revisarlo o actualizarlo cuando quieras.</Text>
        ) : (
          <>
            <Text color="fg.muted">Completa tu perfil para aprovechar e-mind al máximo.</Text>
            {missing.length > 0 ? (
              <List.Root ps={5} color="fg.muted" fontSize="sm">
                {missing.map((item) => <List.Item key={item}>{item}</List.Item>)}
              </List.Root>
            ) : null}
          </>
        )}
      </Card.Body>
      <Card.Footer>
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={profileHref}>{missing.length > 0 ? 'Completar Mi Perfil' : 'Ir a Mi Perfil'}</RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
