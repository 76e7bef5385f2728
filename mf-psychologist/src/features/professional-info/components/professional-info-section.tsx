import { Center, Heading, Spinner, Stack } from '@emind/web-ui';
import { professionalTitleFor, type Gender } from '@emind/domain';
import { useProfessionalProfile } from '../api/get-professional-profile.ts';
import { ProfessionalInfoForm } from './professional-info-form.tsx';
import { LoadError } from '@emind/web-ui/lists';

/** The 'Información Profesional' tab; the title comes from the gender of the personal profile. */
export function ProfessionalInfoSection({ gender }: { gender: Gender | null }) {
  const query = useProfessionalProfile();
  return (
    <Stack gap={6}>
      <Heading as="h2" size="lg">Información Profesional</Heading>
      {query.isPending ? (
        <Center py={8}><Spinner colorPalette="brand" /></Center>
      ) : query.isError ? (
        <LoadError message="No se pudo cargar tu información profesional." onRetry={() => void query.refetch()} />
      ) : (
        <ProfessionalInfoForm profile={query.data} title={professionalTitleFor(gender)} />
      )}
    </Stack>
  );
}
