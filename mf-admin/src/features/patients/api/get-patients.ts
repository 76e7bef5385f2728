import { queryOptions, useQuery } from '@tanstack/react-query';
import { patientsRetry, requestPatientList } from '@emind/web-patients';

export function getPatientsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'patients'],
    queryFn: ({ signal }) => requestPatientList('/profiles/admin/patients/', signal),
    ...patientsRetry,
  });
}

export function usePatients() {
  return useQuery(getPatientsQueryOptions());
}
