import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportRequested } from '@emind/contracts';
import { apiRequest } from '@emind/web-api';
import { EXPORTS_PATH, getExportsQueryOptions } from './get-exports.ts';

/** 202 with the new request, or the one already being prepared. */
export function requestExport(): Promise<ExportRequested> {
  return apiRequest<ExportRequested>(EXPORTS_PATH, { method: 'POST', body: {} });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getExportsQueryOptions().queryKey }),
  });
}
