import { describe, expect, it } from 'vitest';
import { loginBody, requestPasswordResetBody, resetPasswordBody } from '@emind/contracts';
import { EMAIL_INVALID, forgotPasswordFormSchema, loginFormSchema, resetPasswordFormSchema } from './auth-form-schemas.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

// isSimpleEmail takes these; the routes' e-mail rule does not.
const refusedByRoutes = ['ana@example.c', 'ana..perez@example.cl', 'ñandú@example.cl', `${'a'.repeat(250)}@example.cl`];

describe('login form schema', () => {
  it('accepts a body the route accepts', () => {
    const body = { email: 'Ana@Example.cl', password: 'x' };
    expect(loginBody.safeParse(body).success).toBe(true);
    expect(messages(loginFormSchema.safeParse(body))).toEqual([]);
  });

  it("refuses the e-mails the route refuses, in the form's words", () => {
    for (const email of refusedByRoutes) {
      expect(loginBody.safeParse({ email, password: 'x' }).success).toBe(false);
      expect(messages(loginFormSchema.safeParse({ email, password: 'x' }))).toEqual([EMAIL_INVALID]);
    }
    expect(messages(loginFormSchema.safeParse({ email: ' ', password: 'x' }))[0]).toBe('El correo electrónico es obligatorio');
  });

  it('refuses an empty password as the route does', () => {
    expect(loginBody.safeParse({ email: 'ana@example.cl', password: '' }).success).toBe(false);
    expect(messages(loginFormSchema.safeParse({ email: 'ana@example.cl', password: '' }))).toEqual(['La contraseña es obligatoria']);
  });
});

describe('forgot password form schema', () => {
  it('accepts and refuses the e-mails the route does', () => {
    expect(requestPasswordResetBody.safeParse({ email: 'ana@example.cl' }).success).toBe(true);
    expect(messages(forgotPasswordFormSchema.safeParse({ email: 'ana@example.cl' }))).toEqual([]);
    for (const email of refusedByRoutes) {
      expect(requestPasswordResetBody.safeParse({ email }).success).toBe(false);
      expect(messages(forgotPasswordFormSchema.safeParse({ email }))).toEqual([EMAIL_INVALID]);
    }
  });
});

describe('reset password form schema', () => {
  const resetBody = (new_password: string) => resetPasswordBody.safeParse({ token: 't', email: 'ana@example.cl', new_password });
  const formMessages = (new_password: string, confirm = new_password) => messages(resetPasswordFormSchema.safeParse({ new_password, confirm }));

  it('accepts a password the route accepts', () => {
    expect(resetBody('Nueva#2025x').success).toBe(true);
    expect(formMessages('Nueva#2025x')).toEqual([]);
  });

  it('says only the length for a short one, as before, and the mismatch beside it', () => {
    expect(resetBody('corta').success).toBe(false);
    expect(formMessages('corta', 'otra')).toEqual(['La contraseña debe tener al menos 8 caracteres', 'Las contraseñas no coinciden']);
  });

  it("refuses the rest of the route's policy with all its messages on one line", () => {
    expect(resetBody('sinmayusculas').success).toBe(false);
    expect(formMessages('sinmayusculas')).toEqual([
      'La contraseña debe incluir al menos una letra mayúscula · La contraseña debe incluir al menos un número · La contraseña debe incluir al menos un símbolo especial',
    ]);
    expect(resetBody('Sinsimbolo1').success).toBe(false);
    expect(formMessages('Sinsimbolo1')).toEqual(['La contraseña debe incluir al menos un símbolo especial']);
  });
});
