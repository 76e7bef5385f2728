import { z } from 'zod';
import { registerBody } from '@emind/contracts';
import { isCompletePhone, isSimpleEmail, passwordMessages, passwordProblems, PHONE_INVALID_MESSAGE, PHONE_PREFIX } from '@emind/domain';
import { phoneNumberOf } from '../api/register.ts';

export const TERMS_REQUIRED = 'Debes aceptar los términos y condiciones';
const EMAIL_INVALID = 'Por favor, ingresa un correo electrónico válido';

const route = registerBody.shape;

/**
 * Each field's own words first, then the route's rule for what it sends (`registrationPayload`); where the route's
 * message for the same rule differs (the e-mail, the phone), the form's is kept. The names are required here only.
 */
export const registrationSchema = z
  .object({
    first_name: z.string().trim().min(1, 'Los nombres son obligatorios').max(100, 'Máximo 100 caracteres').pipe(route.first_name),
    last_name: z.string().trim().min(1, 'Los apellidos son obligatorios').max(100, 'Máximo 100 caracteres').pipe(route.last_name),
    email: z
      .string()
      .trim()
      .min(1, 'El correo electrónico es obligatorio')
      .refine((value) => isSimpleEmail(value) && route.email.safeParse(value).success, EMAIL_INVALID),
    phone: z
      .string()
      .refine((value) => value.trim() === PHONE_PREFIX.trim() || value === '' || isCompletePhone(value), PHONE_INVALID_MESSAGE)
      .refine((value) => route.phone_number.safeParse(phoneNumberOf(value)).success, PHONE_INVALID_MESSAGE),
    password: z
      .string()
      .superRefine((value, ctx) => {
        const first = passwordProblems(value)[0];
        if (first) ctx.addIssue({ code: 'custom', message: first });
      })
      .pipe(route.password),
    password2: route.password2,
    terms: z.boolean().refine((accepted) => accepted, TERMS_REQUIRED),
  })
  .superRefine((values, ctx) => {
    if (values.password2 !== values.password) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: passwordMessages.mismatch });
    }
  });

export type RegistrationValues = z.infer<typeof registrationSchema>;

export const personalFields = ['first_name', 'last_name', 'email', 'phone'] as const;

/** Server field names that belong on step 1 (the form calls the phone `phone`). */
export const serverFieldToFormField: Record<string, keyof RegistrationValues> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  username: 'email',
  phone_number: 'phone',
  password: 'password',
  password2: 'password2',
};
