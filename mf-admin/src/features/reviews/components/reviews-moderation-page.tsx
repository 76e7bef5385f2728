import { useState } from 'react';
import type { Review } from '@emind/contracts';
import { LoadError } from '@emind/web-ui/lists';
import { ReviewCard } from '@emind/web-reviews';
import { Button, ConfirmDialog, Heading, Spinner, Stack, Tabs, Text, toast } from '@emind/web-ui';
import { useAdminReviews, type ReviewFilter } from '../api/get-admin-reviews';
import { useModerateReview, type ModerationAction } from '../api/moderate-review';

const filters: { value: string; filter: ReviewFilter; label: string }[] = [
  { value: 'PENDING', filter: 'PENDING', label: 'Pendientes' },
  { value: 'APPROVED', filter: 'APPROVED', label: 'Aprobadas' },
  { value: 'REJECTED', filter: 'REJECTED', label: 'Rechazadas' },
  { value: 'ALL', filter: null, label: 'Todas' },
];

const confirmations = {
  APPROVED: { question: '¿Estás seguro que deseas aprobar esta valoración?', label: 'Aprobar', palette: 'brand', done: 'Valoración aprobada' },
  REJECTED: { question: '¿Estás seguro que deseas rechazar esta valoración?', label: 'Rechazar', palette: 'red', done: 'Valoración rechazada' },
  delete: { question: '¿Estás seguro que deseas eliminar esta valoración? Esta acción no se puede deshacer.', label: 'Eliminar', palette: 'red', done: 'Valoración eliminada' },
} as const;
const confirmationOf = (action: ModerationAction) => confirmations[action.kind === 'delete' ? 'delete' : action.status];

/** Spec 2 'Moderación de Valoraciones': by status (default PENDING); approve or reject a PENDING review, delete any. */
export function ReviewsModerationPage() {
  const [tab, setTab] = useState('PENDING');
  const filter = filters.find((entry) => entry.value === tab)?.filter ?? null;
  const reviews = useAdminReviews(filter);
  const moderate = useModerateReview();
  const [pending, setPending] = useState<ModerationAction | null>(null);

  const confirm = () => {
    if (!pending) return;
    moderate.mutate(pending, {
      onSuccess: () => toast.success(confirmationOf(pending).done),
      onError: () => toast.error('Error al actualizar la valoración'),
      onSettled: () => setPending(null),
    });
  };

  const actions = (review: Review) => (
    <>
      {review.status === 'PENDING' ? (
        <>
          <Button size="sm" colorPalette="brand" onClick={() => setPending({ kind: 'moderate', id: review.id, status: 'APPROVED' })}>Aprobar</Button>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setPending({ kind: 'moderate', id: review.id, status: 'REJECTED' })}>Rechazar</Button>
        </>
      ) : null}
      <Button size="sm" variant="ghost" colorPalette="gray" onClick={() => setPending({ kind: 'delete', id: review.id })}>Eliminar</Button>
    </>
  );

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">Moderación de Valoraciones</Heading>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="enclosed">
        <Tabs.List>
          {filters.map((entry) => <Tabs.Trigger key={entry.value} value={entry.value}>{entry.label}</Tabs.Trigger>)}
        </Tabs.List>
        <Tabs.Content value={tab}>
          <Stack gap="3">
            {reviews.isPending ? <Spinner color="brand.500" aria-label="Cargando valoraciones" /> : null}
            {reviews.isError ? <LoadError message="Error al cargar las valoraciones" onRetry={() => void reviews.refetch()} /> : null}
            {reviews.data?.length === 0 ? <Text color="fg.muted">No hay valoraciones para mostrar</Text> : null}
            {reviews.data?.map((review) => (
              <ReviewCard key={review.id} review={review} title={review.patient_name} subtitle={`Profesional: ${review.psychologist_name}`} actions={actions(review)} />
            ))}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog
        open={pending !== null}
        title="Confirmar acción"
        confirmLabel={pending ? confirmationOf(pending).label : ''}
        confirmPalette={pending ? confirmationOf(pending).palette : 'brand'}
        loading={moderate.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        <Text>{pending ? confirmationOf(pending).question : ''}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
