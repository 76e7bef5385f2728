import { z } from 'zod';
import { loginBody, requestPasswordResetBody, resetPasswordBody } from '@emind/contracts';
import { isSimpleEmail, PASSWORD_MIN_LENGTH, passwordMessages } from '@emind/domain';

const EMAIL_REQUIRED = 'El correo electrónico es obligatorio';
export const EMAIL_INVALID = 'Por favor, ingresa un correo electrónico válido';

/** The form's two messages, then the route's own e-mail rule, refused in the form's words (the value is sent as typed). */
const emailInput = (routeRule: z.ZodType) =>
  z
    .string()
    .trim()
    .min(1, EMAIL_REQUIRED)
    .refine((value) => isSimpleEmail(value) && routeRule.safeParse(value).success, EMAIL_INVALID);

export const loginFormSchema = z.object({
  email: emailInput(loginBody.shape.email),
  password: z.string().min(1, 'La contraseña es obligatoria').pipe(loginBody.shape.password),
});
export type LoginValues = z.infer<typeof loginFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailInput(requestPasswordResetBody.shape.email) });
export type ForgotValues = z.infer<typeof forgotPasswordFormSchema>;

/**
 * The length first, in the form's words; then the route's whole password policy, all its messages in one line as the
 * form showed them when the server refused.
 */
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, passwordMessages.length)
  .pipe(
    z.string().superRefine((value, ctx) => {
      const refused = resetPasswordBody.shape.new_password.safeParse(value).error;
      if (refused) ctx.addIssue({ code: 'custom', message: refused.issues.map((issue) => issue.message).join(' · ') });
    }),
  );

export const resetPasswordFormSchema = z
  .object({ new_password: newPassword, confirm: z.string() })
  .superRefine((values, ctx) => {
    if (values.confirm !== values.new_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: passwordMessages.mismatch });
    }
  });
export type ResetValues = z.infer<typeof resetPasswordFormSchema>;
