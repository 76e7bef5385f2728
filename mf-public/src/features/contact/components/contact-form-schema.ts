import { CONTACT_MESSAGE_MIN, CONTACT_NAME_MIN, contactMessages, isSimpleEmail } from '@emind/domain';
import { z } from 'zod';

/** The server's own cap (api contract); the client stops the user before it. */
export const CONTACT_MESSAGE_MAX = 5000;

export const contactFormSchema = z.object({
  nombre: z.string().trim().min(CONTACT_NAME_MIN, contactMessages.name).max(150, contactMessages.name),
  correo: z.string().trim().refine(isSimpleEmail, contactMessages.email),
  mensaje: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, contactMessages.message)
    .max(CONTACT_MESSAGE_MAX, `Máximo ${CONTACT_MESSAGE_MAX} caracteres`),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
