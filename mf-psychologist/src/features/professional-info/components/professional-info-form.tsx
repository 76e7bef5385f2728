import { useState } from 'react';
import { Alert, Badge, Button, HStack, SavedBadge, Separator, Stack } from '@emind/web-ui';
import { useTransientFlag } from '@emind/web-account';
import { graduationYearError, interventionOptions, populationOptions, specialtyOptions } from '@emind/domain';
import { useSaveProfessionalProfile } from '../api/save-professional-profile.ts';
import { professionalPatchBody, type Experience, type ProfessionalPatchInput, type ProfessionalProfile } from '@emind/contracts';
import { ExperienceList } from './experience-list.tsx';
import { ProfessionalFields, type ProfessionalErrors, type ProfessionalValues } from './professional-fields.tsx';
import { MultiSelectGroup } from './multi-select-group.tsx';

export const PROFESSIONAL_SAVED_MS = 5000;
export const PROFESSIONAL_SAVE_ERROR = 'Ocurrió un error al guardar los cambios. Por favor intenta nuevamente.';

function toValues(profile: ProfessionalProfile): ProfessionalValues {
  return {
    health_register_number: profile.health_register_number ?? '',
    university: profile.university ?? '',
    graduation_year: profile.graduation_year ? String(profile.graduation_year) : '',
    experience_description: profile.experience_description ?? '',
  };
}

/** Parsed as an integer and left out when empty or not a number (spec 3 §5). */
export function graduationYearOf(text: string): number | undefined {
  const year = Number.parseInt(text, 10);
  return Number.isNaN(year) ? undefined : year;
}

function refusalsOf(patch: ProfessionalPatchInput, year: number | undefined): ProfessionalErrors {
  const errors: ProfessionalErrors = {};
  for (const issue of professionalPatchBody.safeParse(patch).error?.issues ?? []) {
    const field = issue.path[0];
    if (field === 'health_register_number' || field === 'experience_description') errors[field] ??= issue.message;
  }
  const yearError = year === undefined ? null : graduationYearError(year, new Date());
  if (yearError) errors.graduation_year = yearError;
  return errors;
}

export function ProfessionalInfoForm({ profile, title }: { profile: ProfessionalProfile; title: string }) {
  const [values, setValues] = useState(() => toValues(profile));
  const [experiences, setExperiences] = useState<Experience[]>(profile.experiences ?? []);
  const [specialties, setSpecialties] = useState<string[]>(profile.specialties ?? []);
  const [populations, setPopulations] = useState<string[]>(profile.target_populations ?? []);
  const [interventions, setInterventions] = useState<string[]>(profile.intervention_areas ?? []);
  const [errors, setErrors] = useState<ProfessionalErrors>({});
  const [saved, flashSaved] = useTransientFlag(PROFESSIONAL_SAVED_MS);
  const mutation = useSaveProfessionalProfile();

  const save = async () => {
    const year = graduationYearOf(values.graduation_year);
    const patch: ProfessionalPatchInput = {
      health_register_number: values.health_register_number.trim(),
      university: values.university,
      experience_description: values.experience_description,
      specialties,
      target_populations: populations,
      intervention_areas: interventions,
      ...(year !== undefined ? { graduation_year: year } : {}),
    };
    // What the route refuses is refused here first, with the same messages.
    const found = refusalsOf(patch, year);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const updated = await mutation.mutateAsync({ experiences, patch });
      setValues(toValues(updated));
      setExperiences(updated.experiences ?? []);
      flashSaved();
    } catch {
      // The error badge and message below come from the mutation state.
    }
  };

  return (
    <Stack gap={8}>
      <ProfessionalFields title={title} values={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} errors={errors} />
      <Separator />
      <ExperienceList experiences={experiences} onChange={setExperiences} />
      <Separator />
      <MultiSelectGroup legend="Especialidades o Enfoques" options={specialtyOptions} selected={specialties} onChange={setSpecialties} />
      <MultiSelectGroup legend="Poblaciones que Atiende" options={populationOptions} selected={populations} onChange={setPopulations} />
      <MultiSelectGroup legend="Áreas de Intervención" options={interventionOptions} selected={interventions} onChange={setInterventions} />
      {mutation.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{PROFESSIONAL_SAVE_ERROR}</Alert.Title>
        </Alert.Root>
      ) : null}
      <HStack gap={3} justify="flex-end" wrap="wrap">
        <SavedBadge visible={saved} />
        {mutation.isError ? <Badge colorPalette="red" variant="subtle" size="lg" role="status">Error al guardar</Badge> : null}
        <Button colorPalette="brand" loading={mutation.isPending} onClick={() => void save()}>Guardar Cambios</Button>
      </HStack>
    </Stack>
  );
}
