import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Intake, IntakeInput } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { getIntakeQueryOptions } from './get-intake';

export function saveIntake(input: IntakeInput): Promise<Intake> {
  return apiRequest<Intake>('/intake/', { method: 'PUT', body: input });
}

export function useSaveIntake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIntake,
    onSuccess: (intake) => queryClient.setQueryData(getIntakeQueryOptions().queryKey, intake),
  });
}
