import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment } from '@emind/contracts';
import { uploadWithProgress } from '@emind/web-api';
import { getClientAppointmentsQueryOptions } from './get-client-appointments';

export function uploadPaymentProof(id: number, file: File, onProgress: (fraction: number) => void): Promise<Appointment> {
  const form = new FormData();
  form.append('payment_proof', file);
  return uploadWithProgress<Appointment>(`/appointments/${id}/upload-payment/`, form, onProgress);
}

export function useUploadPaymentProof(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadPaymentProof(id, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getClientAppointmentsQueryOptions().queryKey }),
  });
}
