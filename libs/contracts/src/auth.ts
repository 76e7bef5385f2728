import { genderValues, passwordMessages, passwordProblems, PHONE_INVALID_MESSAGE } from '@emind/domain';
import { z } from 'zod';
import { emailField, REQUIRED, requiredText, text } from './common.ts';
import { refusalSchema } from './refusals.ts';

export const userTypeSchema = z.enum(['client', 'psychologist', 'admin']);
export type UserTypeValue = z.infer<typeof userTypeSchema>;

export const USER_TYPE_INVALID = 'Tipo de usuario no válido. Debe ser client o psychologist';
export const EMAIL_EXISTS = 'Ya existe una cuenta con este correo electrónico';
export const INVALID_CREDENTIALS = 'Correo o contraseña incorrectos';
export const USER_INACTIVE = 'User account is inactive';
export const RESET_REQUESTED = 'Si el correo existe, te enviaremos instrucciones.';
export const RESET_DONE = 'Tu contraseña ha sido restablecida con éxito';
export const INVALID_TOKEN = 'INVALID_TOKEN';

/** The password policy of spec 1 §5, one message per broken rule. */
export const passwordField = () =>
  text().superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

const PHONE_INPUT = /^(?:\+?\s*56)?\s*9?\s*(\d{4})\s*(\d{4})$/;

/** "+56 9 XXXX XXXX"; "912345678", "+56912345678" or "1234 5678" are normalised to it. */
export const phoneField = () =>
  text()
    .trim()
    .transform((value, ctx) => {
      const match = PHONE_INPUT.exec(value);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
        return z.NEVER;
      }
      return `+56 9 ${match[1]} ${match[2]}`;
    });

export const registerBody = z
  .object({
    email: emailField(),
    username: z.string().optional(),
    password: passwordField(),
    password2: text(),
    user_type: z
      .string({ error: REQUIRED })
      .trim()
      .toLowerCase()
      .pipe(z.enum(['client', 'psychologist'], { error: USER_TYPE_INVALID })),
    first_name: requiredText(100),
    last_name: text().trim().max(100, 'Máximo 100 caracteres'),
    phone_number: z.union([z.literal(''), z.null(), phoneField()]).optional(),
    professional_title: z.string().trim().max(100).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.password2) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: passwordMessages.mismatch });
    }
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({ email: emailField(), password: text().min(1, REQUIRED) });
export type LoginBody = z.infer<typeof loginBody>;

export const refreshBody = z.object({ refresh: text().min(1, REQUIRED).max(200) });

export const userSchema = z.object({
  id: z.number(),
  user_type: userTypeSchema,
  profile_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  phone_number: z.string().nullable(),
  professional_title: z.string().nullable(),
  /** The profile's gender (genderValues), null when not given: greetings and titles follow it, neutral without it. */
  gender: z.enum(genderValues).nullable(),
});
export type User = z.infer<typeof userSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const sessionSchema = tokenPairSchema.extend({ user: userSchema });
export type Session = z.infer<typeof sessionSchema>;

export const requestPasswordResetBody = z.object({
  email: emailField(),
  base_url: z.string().trim().max(300).optional(),
  /** Where the person was going (a same-site path); the mail's link carries it, anything unsafe is dropped. */
  redirect: z.string().max(2000).optional(),
});

export const verifyResetTokenBody = z.object({ token: text().min(1, REQUIRED).max(200) });
export const verifyResetTokenValid = z.object({ valid: z.literal(true), email: z.string() });
export type VerifyResetTokenValid = z.infer<typeof verifyResetTokenValid>;
export const verifyResetTokenInvalid = refusalSchema.extend({ valid: z.literal(false) });

export const resetPasswordBody = z.object({
  token: text().min(1, REQUIRED).max(200),
  email: emailField(),
  new_password: passwordField(),
});
