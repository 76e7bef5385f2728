import { Link as RouterLink } from 'react-router-dom';
import { Button, Center, Grid, Heading, Link, Spinner, Stack, Text } from '@emind/web-ui';
import { paths } from '../../../config/paths.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { adminErrorMessage, isNotFound } from '../../../lib/admin-error-message.ts';
import { usePsychologist } from '../api/get-psychologist.ts';
import { BankInfo } from './bank-info.tsx';
import { DetailHeader } from './detail-header.tsx';
import { Experiences } from './experiences.tsx';
import { PersonalInfo } from './personal-info.tsx';
import { PriceManagement } from './price-management.tsx';
import { CatalogueSelections, ProfessionalInfo } from './professional-info.tsx';
import { VerificationDocuments } from './verification-documents.tsx';
import { WeeklySchedule } from './weekly-schedule.tsx';

function BackLink() {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={paths.psychologists.getHref()}>← Volver a la lista de psicólogos</RouterLink>
    </Link>
  );
}

function Problem({ title, description }: { title: string; description?: string }) {
  return (
    <Stack align="center" textAlign="center" py={10} gap={3}>
      <Heading as="h1" size="lg">{title}</Heading>
      {description ? <Text color="fg.muted">{description}</Text> : null}
      <Button asChild colorPalette="brand"><RouterLink to={paths.psychologists.getHref()}>Volver a la lista</RouterLink></Button>
    </Stack>
  );
}

export function PsychologistDetailPage({ rawId }: { rawId: string | undefined }) {
  const valid = rawId !== undefined && /^\d+$/.test(rawId);
  const id = valid ? Number(rawId) : 0;
  const query = usePsychologist(id, valid);

  if (!valid) return <Stack gap={4}><BackLink /><Problem title="ID de psicólogo no válido" /></Stack>;
  if (query.isPending) return <Center py={10}><Spinner size="lg" /></Center>;
  if (query.isError) {
    return (
      <Stack gap={4}>
        <BackLink />
        {isNotFound(query.error) ? (
          <Problem title="Psicólogo no encontrado" description="El psicólogo que buscas no existe o fue eliminado." />
        ) : (
          <ErrorPanel title="Error al cargar los detalles del psicólogo" description={adminErrorMessage(query.error)} retryLabel="Reintentar" onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  }
  const psychologist = query.data;
  return (
    <Stack gap={6}>
      <BackLink />
      <DetailHeader psychologist={psychologist} />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={6} alignItems="start">
        <Stack gap={6}>
          <PersonalInfo psychologist={psychologist} />
          <ProfessionalInfo psychologist={psychologist} />
          <CatalogueSelections psychologist={psychologist} />
          <Experiences psychologist={psychologist} />
        </Stack>
        <Stack gap={6}>
          <PriceManagement psychologistId={psychologist.id} />
          <VerificationDocuments psychologist={psychologist} />
          <WeeklySchedule psychologistId={psychologist.id} />
          <BankInfo psychologist={psychologist} />
        </Stack>
      </Grid>
    </Stack>
  );
}
