import { erasureBody } from '@emind/contracts';
import { z } from 'zod';

export const erasureMessages = {
  passwordRequired: 'Ingresa tu contraseña',
  confirmRequired: 'Debes confirmar que quieres eliminar tu cuenta',
  failed: 'No pudimos eliminar tu cuenta. Inténtalo de nuevo.',
  deleted: 'Tu cuenta fue eliminada.',
} as const;

/** The route's body (its message is the form's 'Ingresa tu contraseña') and the box that confirms the erasure. */
export const erasureFormSchema = erasureBody.extend({
  confirm: z.boolean().refine((value) => value, erasureMessages.confirmRequired),
});
export type ErasureFormValues = z.infer<typeof erasureFormSchema>;
