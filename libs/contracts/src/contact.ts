import { CONTACT_MESSAGE_MIN, CONTACT_NAME_MIN, contactMessages } from '@emind/domain';
import { z } from 'zod';
import { emailField, text } from './common.ts';

export const CONTACT_SENT = 'Mensaje enviado';

export const contactBody = z.object({
  nombre: text().trim().min(CONTACT_NAME_MIN, contactMessages.name).max(150, contactMessages.name),
  correo: emailField(contactMessages.email),
  mensaje: text().trim().min(CONTACT_MESSAGE_MIN, contactMessages.message).max(5000, 'Máximo 5000 caracteres'),
});
export type ContactBody = z.infer<typeof contactBody>;
