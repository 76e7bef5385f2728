import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Badge, Button, Card, HStack, Stack, Text } from '@emind/web-ui';
import { formatLongDate } from '@emind/domain';
import { paths } from '../../../config/paths.ts';
import { VerificationStatusBadge } from '../../../components/status-badge.tsx';
import { displayName } from '../../../lib/display-name.ts';
import type { PsychologistListItem } from '@emind/contracts';

export function PsychologistCard({ psychologist }: { psychologist: PsychologistListItem }) {
  const name = displayName(psychologist.user);
  return (
    <Card.Root as="article" aria-label={name}>
      <Card.Body gap={3}>
        <HStack gap={3} align="flex-start">
          <Avatar.Root size="md">
            <Avatar.Fallback name={name} />
            {psychologist.profile_image ? <Avatar.Image src={psychologist.profile_image} alt="" /> : null}
          </Avatar.Root>
          <Stack gap={0} flex="1" minW={0}>
            <Text fontWeight="semibold">{name}</Text>
            <Text fontSize="sm" color="fg.muted" truncate>{psychologist.user.email}</Text>
            {psychologist.professional_title ? <Text fontSize="sm">{psychologist.professional_title}</Text> : null}
          </Stack>
          <VerificationStatusBadge status={psychologist.verification_status} display={psychologist.verification_status_display} />
        </HStack>
        {psychologist.specialties.length > 0 ? (
          <HStack gap={1} wrap="wrap">
            {psychologist.specialties.slice(0, 3).map((s) => <Badge key={s} variant="outline">{s}</Badge>)}
          </HStack>
        ) : null}
        <HStack justify="space-between" wrap="wrap">
          <Text fontSize="xs" color="fg.muted">Registrado el {formatLongDate(psychologist.created_at)}</Text>
          <Button asChild size="sm" colorPalette="brand" variant="outline">
            <RouterLink to={paths.psychologist.getHref(psychologist.id)}>Ver detalle</RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
