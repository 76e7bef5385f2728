import { CONTACT_MESSAGE_MIN, CONTACT_NAME_MIN, contactMessages, isSimpleEmail } from '@emind/domain';
// zod/mini: the same validation at a fraction of the full build's weight in this remote's bundle.
import * as z from 'zod/mini';

/** The server's own cap (api contract); the client stops the user before it. */
export const CONTACT_MESSAGE_MAX = 5000;

export const contactFormSchema = z.object({
  nombre: z.string().check(z.trim(), z.minLength(CONTACT_NAME_MIN, contactMessages.name), z.maxLength(150, contactMessages.name)),
  correo: z.string().check(z.trim(), z.refine(isSimpleEmail, contactMessages.email)),
  mensaje: z
    .string()
    .check(
      z.trim(),
      z.minLength(CONTACT_MESSAGE_MIN, contactMessages.message),
      z.maxLength(CONTACT_MESSAGE_MAX, `Máximo ${CONTACT_MESSAGE_MAX} caracteres`),
    ),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
