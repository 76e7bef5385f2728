import { z } from 'zod';

export const erasureMessages = {
  passwordRequired: 'Ingresa tu contraseña',
  confirmRequired: 'Debes confirmar que quieres eliminar tu cuenta',
  failed: 'No pudimos eliminar tu cuenta. Inténtalo de nuevo.',
  deleted: 'Tu cuenta fue eliminada.',
} as const;

export const erasureFormSchema = z.object({
  password: z.string().min(1, erasureMessages.passwordRequired),
  confirm: z.boolean().refine((value) => value, erasureMessages.confirmRequired),
});
export type ErasureFormValues = z.infer<typeof erasureFormSchema>;
