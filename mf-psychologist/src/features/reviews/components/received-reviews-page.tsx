import type { Review } from '@emind/contracts';
import type { ReviewStatus } from '@emind/domain';
import { LoadError } from '@emind/web-ui/lists';
import { ReviewCard } from '@emind/web-reviews';
import { Heading, Spinner, Stack, Tabs, Text } from '@emind/web-ui';
import { useReceivedReviews } from '../api/get-received-reviews';
import { RatingSummary } from './rating-summary';

const tabs: { value: 'ALL' | ReviewStatus; label: string }[] = [
  { value: 'ALL', label: 'Todas' },
  { value: 'APPROVED', label: 'Aprobadas' },
  { value: 'PENDING', label: 'Pendientes' },
  { value: 'REJECTED', label: 'Rechazadas' },
];

const inTab = (reviews: Review[], tab: 'ALL' | ReviewStatus): Review[] => (tab === 'ALL' ? reviews : reviews.filter((review) => review.status === tab));

/** Spec 2 'Valoraciones Recibidas': stats of the approved reviews and every review by status (default Todas). */
export function ReceivedReviewsPage() {
  const received = useReceivedReviews();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">Valoraciones Recibidas</Heading>
      {received.isPending ? <Spinner color="brand.500" aria-label="Cargando valoraciones" /> : null}
      {received.isError ? <LoadError message="Error al cargar las valoraciones" onRetry={() => void received.refetch()} /> : null}
      {received.data ? (
        <>
          <RatingSummary stats={received.data.stats} />
          <Tabs.Root defaultValue="ALL" variant="enclosed">
            <Tabs.List>
              {tabs.map((tab) => <Tabs.Trigger key={tab.value} value={tab.value}>{tab.label} ({inTab(received.data.reviews, tab.value).length})</Tabs.Trigger>)}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Content key={tab.value} value={tab.value}>
                <Stack gap="3">
                  {inTab(received.data.reviews, tab.value).length === 0 ? <Text color="fg.muted">No hay valoraciones para mostrar</Text> : null}
                  {inTab(received.data.reviews, tab.value).map((review) => <ReviewCard key={review.id} review={review} title={review.patient_name} />)}
                </Stack>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </>
      ) : null}
    </Stack>
  );
}
