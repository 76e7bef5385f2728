import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Intake, OwnIntake } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';

/** The patient's own 'Ficha de ingreso', or null before they fill it. */
export async function getIntake(): Promise<Intake | null> {
  return (await apiRequest<OwnIntake>('/intake/')).intake;
}

export function getIntakeQueryOptions() {
  return queryOptions({ queryKey: ['intake', 'mine'], queryFn: getIntake });
}

export function useIntake() {
  return useQuery(getIntakeQueryOptions());
}
