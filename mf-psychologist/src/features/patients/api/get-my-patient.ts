import { queryOptions, useQuery } from '@tanstack/react-query';
import { patientsRetry, requestPatient } from '@emind/web-patients';
import { getMyPatientsQueryOptions, MY_PATIENTS_PATH } from './get-my-patients.ts';

/** One patient with their sessions with this psychologist and the notes of each. */
export function getMyPatientQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...getMyPatientsQueryOptions().queryKey, id],
    queryFn: ({ signal }) => requestPatient(`${MY_PATIENTS_PATH}${id}/`, signal),
    ...patientsRetry,
  });
}

export function useMyPatient(id: number) {
  return useQuery(getMyPatientQueryOptions(id));
}
