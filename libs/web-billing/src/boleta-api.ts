import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Boleta, BoletaFields } from '@emind/contracts';
import { ApiError, apiFile, apiRequest, saveBlob } from '@emind/web-api';
import { getPendingBoletasQueryOptions } from './pending-boletas-api.ts';

const boletaPath = (appointmentId: number) => `/billing/appointments/${appointmentId}/boleta/`;

/** The session's boleta, or null while it has none (the API answers 404). */
export async function getBoleta(appointmentId: number): Promise<Boleta | null> {
  try {
    return await apiRequest<Boleta>(boletaPath(appointmentId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function getBoletaQueryOptions(appointmentId: number) {
  return queryOptions({ queryKey: ['billing', 'boleta', appointmentId], queryFn: () => getBoleta(appointmentId) });
}

export function useBoleta(appointmentId: number, enabled = true) {
  return useQuery({ ...getBoletaQueryOptions(appointmentId), enabled });
}

export interface AttachBoletaInput extends BoletaFields {
  appointmentId: number;
  /** The SII's PDF; without it only the folio and date are recorded (a file already attached is kept). */
  file: File | null;
}

/** Multipart, as the API takes it: the text fields first, then the file. */
export function attachBoleta({ appointmentId, folio, issued_on, file }: AttachBoletaInput): Promise<Boleta> {
  const form = new FormData();
  form.append('folio', folio);
  form.append('issued_on', issued_on);
  if (file) form.append('file', file);
  return apiRequest<Boleta>(boletaPath(appointmentId), { method: 'PUT', formData: form });
}

export function useAttachBoleta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachBoleta,
    onSuccess: (boleta) => {
      queryClient.setQueryData(getBoletaQueryOptions(boleta.appointment).queryKey, boleta);
      return queryClient.invalidateQueries({ queryKey: getPendingBoletasQueryOptions().queryKey });
    },
  });
}

/** The boleta's PDF, fetched with the bearer (a plain link carries no token) and saved under the server's name. */
export async function downloadBoletaFile(boleta: Pick<Boleta, 'file_url' | 'folio'>): Promise<void> {
  if (!boleta.file_url) return;
  const file = await apiFile(boleta.file_url.replace(/^\/api(?=\/)/, ''));
  saveBlob(file.blob, file.fileName ?? `boleta-${boleta.folio}.pdf`);
}
