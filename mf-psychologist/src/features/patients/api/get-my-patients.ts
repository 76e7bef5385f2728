import { queryOptions, useQuery } from '@tanstack/react-query';
import { patientsRetry, requestPatientList } from '@emind/web-patients';

export const MY_PATIENTS_PATH = '/appointments/psychologist_patients/';

export function getMyPatientsQueryOptions() {
  return queryOptions({
    queryKey: ['psychologist', 'patients'],
    queryFn: ({ signal }) => requestPatientList(MY_PATIENTS_PATH, signal),
    ...patientsRetry,
  });
}

export function useMyPatients() {
  return useQuery(getMyPatientsQueryOptions());
}
