import { LoadError } from '@emind/web-ui/lists';
import { ReviewCard } from '@emind/web-reviews';
import { Heading, Spinner, Stack, Text } from '@emind/web-ui';
import { useMyReviews } from '../api/get-my-reviews';
import { usePendingReviewAppointments } from '../api/get-pending-review-appointments';
import { ReviewForm } from './review-form';

/** Spec 2 'Mis Valoraciones': the sessions to rate and the reviews given, each list with its own states. */
export function ReviewsPage() {
  const pending = usePendingReviewAppointments();
  const mine = useMyReviews();
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">Mis Valoraciones</Heading>
      {/* Both lists are drawn once both have answered: the first arriving after the second would push it down. */}
      {pending.isPending || mine.isPending ? <Spinner color="brand.500" aria-label="Cargando tus valoraciones" /> : (
        <>
          <Stack as="section" gap="3" aria-labelledby="to-rate">
            <Heading as="h2" size="lg" id="to-rate">Citas por Valorar</Heading>
            {pending.isError ? <LoadError message="Error al cargar las citas pendientes de valoración" onRetry={() => void pending.refetch()} /> : null}
            {pending.data?.length === 0 ? <Text color="fg.muted">No tienes citas pendientes de valorar</Text> : null}
            {pending.data?.map((appointment) => <ReviewForm key={appointment.id} appointment={appointment} />)}
          </Stack>

          <Stack as="section" gap="3" aria-labelledby="given">
            <Heading as="h2" size="lg" id="given">Valoraciones Realizadas</Heading>
            {mine.isError ? <LoadError message="Error al cargar las valoraciones realizadas" onRetry={() => void mine.refetch()} /> : null}
            {mine.data?.length === 0 ? <Text color="fg.muted">No has realizado ninguna valoración</Text> : null}
            {mine.data?.map((review) => <ReviewCard key={review.id} review={review} title={review.psychologist_name} />)}
          </Stack>
        </>
      )}
    </Stack>
  );
}
