import { contactBody } from '@emind/contracts';
import type { z } from 'zod';

/** The route's cap on the message (its rule says 'Máximo 5000 caracteres'); the textarea stops the user at it. */
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * The route's body itself: its messages are the form's (`contactMessages`), and its e-mail rule is stricter than the
 * button's `isSimpleEmail`. The e-mail goes out trimmed and lowercased, as the server keeps it.
 */
export const contactFormSchema = contactBody;

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
