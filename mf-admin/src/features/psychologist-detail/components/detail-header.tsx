import { useState } from 'react';
import { Alert, Avatar, Button, Card, HStack, Heading, Stack, Text, toast } from '@emind/web-ui';
import { formatLongDate, verificationStatusLabels } from '@emind/domain';
import { ConfirmDialog } from '@emind/web-ui';
import { VerificationStatusBadge } from '../../../components/status-badge.tsx';
import { displayName } from '../../../lib/display-name.ts';
import { useUpdateVerificationStatus } from '../api/update-verification-status.ts';
import { unapprovedRequiredDocuments } from '../lib/document-labels.ts';
import { statusActionsFor, type StatusAction } from '../lib/status-actions.ts';
import type { PsychologistDetail } from '@emind/contracts';

/** Name, status and the status actions the current status allows, each confirmed first. */
export function DetailHeader({ psychologist }: { psychologist: PsychologistDetail }) {
  const [pending, setPending] = useState<StatusAction | null>(null);
  const mutation = useUpdateVerificationStatus(psychologist.id);
  const name = displayName(psychologist.user);
  // Verifying lists the profile publicly: documents still pending, rejected or missing are said before, not after.
  const unapproved = pending?.target === 'VERIFIED' ? unapprovedRequiredDocuments(psychologist.verification_documents) : [];

  const confirm = async () => {
    if (!pending) return;
    try {
      await mutation.mutateAsync(pending.target);
      toast.success(`Estado actualizado a: ${verificationStatusLabels[pending.target]}`);
      setPending(null);
    } catch {
      toast.error('Error al actualizar el estado');
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <HStack gap={4} align="flex-start" wrap="wrap" justify="space-between">
          <HStack gap={4} align="center">
            <Avatar.Root size="xl">
              <Avatar.Fallback name={name} />
              {psychologist.profile_image ? <Avatar.Image src={psychologist.profile_image} alt="" /> : null}
            </Avatar.Root>
            <Stack gap={1}>
              <Heading as="h1" size="xl">{name}</Heading>
              {psychologist.professional_title ? <Text color="fg.muted">{psychologist.professional_title}</Text> : null}
              <HStack gap={2} wrap="wrap">
                <VerificationStatusBadge status={psychologist.verification_status} display={psychologist.verification_status_display} />
                <Text fontSize="xs" color="fg.muted">Registrado el {formatLongDate(psychologist.created_at)}</Text>
              </HStack>
            </Stack>
          </HStack>
          <HStack gap={2} wrap="wrap">
            {statusActionsFor(psychologist.verification_status).map((action) => (
              <Button key={action.target} colorPalette={action.palette} variant={action.target === 'REJECTED' ? 'outline' : 'solid'} onClick={() => setPending(action)}>
                {action.label}
              </Button>
            ))}
          </HStack>
        </HStack>
      </Card.Body>
      <ConfirmDialog
        open={pending !== null}
        title="Confirmar cambio de estado"
        confirmLabel={unapproved.length > 0 ? 'Verificar de todas formas' : (pending?.label ?? 'Confirmar')}
        confirmPalette={pending?.palette}
        loading={mutation.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        <Stack gap={3}>
          {unapproved.length > 0 ? (
            <Alert.Root status="warning" alignItems="flex-start">
              <Alert.Indicator />
              <Stack gap={1}>
                <Alert.Title>No todos sus documentos están aprobados</Alert.Title>
                <Stack as="ul" gap={0} ps={4} listStyleType="disc" fontSize="sm">
                  {unapproved.map((line) => <li key={line}>{line}</li>)}
                </Stack>
              </Stack>
            </Alert.Root>
          ) : null}
          <Text>{pending?.confirm(name)}</Text>
        </Stack>
      </ConfirmDialog>
    </Card.Root>
  );
}
