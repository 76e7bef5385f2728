import { z } from 'zod';
import { isCompletePhone, isSimpleEmail, passwordMessages, passwordProblems, PHONE_INVALID_MESSAGE, PHONE_PREFIX } from '@emind/domain';

export const TERMS_REQUIRED = 'Debes aceptar los términos y condiciones';

export const registrationSchema = z
  .object({
    first_name: z.string().trim().min(1, 'Los nombres son obligatorios').max(100, 'Máximo 100 caracteres'),
    last_name: z.string().trim().min(1, 'Los apellidos son obligatorios').max(100, 'Máximo 100 caracteres'),
    email: z
      .string()
      .trim()
      .min(1, 'El correo electrónico es obligatorio')
      .refine(isSimpleEmail, 'Por favor, ingresa un correo electrónico válido'),
    phone: z
      .string()
      .refine((value) => value.trim() === PHONE_PREFIX.trim() || value === '' || isCompletePhone(value), PHONE_INVALID_MESSAGE),
    password: z.string().superRefine((value, ctx) => {
      const first = passwordProblems(value)[0];
      if (first) ctx.addIssue({ code: 'custom', message: first });
    }),
    password2: z.string(),
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
