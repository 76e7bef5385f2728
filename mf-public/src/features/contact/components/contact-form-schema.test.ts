import { describe, expect, it } from 'vitest';
import { contactBody } from '@emind/contracts';
import { CONTACT_MESSAGE_MIN, contactMessages, isSimpleEmail } from '@emind/domain';
import { CONTACT_MESSAGE_MAX, contactFormSchema, type ContactFormInput } from './contact-form-schema.ts';

const filled: ContactFormInput = { nombre: 'Ana Pérez', correo: 'ana@example.cl', mensaje: 'Quisiera saber cómo agendar.' };
const formMessages = (patch: Partial<ContactFormInput>) =>
  contactFormSchema.safeParse({ ...filled, ...patch }).error?.issues.map((issue) => issue.message) ?? [];
const routeRefuses = (patch: Partial<ContactFormInput>) => !contactBody.safeParse({ ...filled, ...patch }).success;

describe('contact form schema', () => {
  it('accepts what the route accepts, at the edges too', () => {
    for (const patch of [{}, { nombre: 'Al' }, { mensaje: 'x'.repeat(CONTACT_MESSAGE_MIN) }, { mensaje: 'x'.repeat(CONTACT_MESSAGE_MAX) }]) {
      expect(routeRefuses(patch)).toBe(false);
      expect(formMessages(patch)).toEqual([]);
    }
  });

  it("refuses what the route refuses, in the form's words", () => {
    const cases: [Partial<ContactFormInput>, string][] = [
      [{ nombre: ' A ' }, contactMessages.name],
      [{ nombre: 'a'.repeat(151) }, contactMessages.name],
      [{ correo: '' }, contactMessages.email],
      [{ correo: 'ana@correo' }, contactMessages.email],
      [{ mensaje: 'x'.repeat(CONTACT_MESSAGE_MIN - 1) }, contactMessages.message],
      [{ mensaje: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, `Máximo ${CONTACT_MESSAGE_MAX} caracteres`],
    ];
    for (const [patch, message] of cases) {
      expect(routeRefuses(patch)).toBe(true);
      expect(formMessages(patch)).toEqual([message]);
    }
  });

  it('refuses the e-mails the button lets through but the route does not', () => {
    for (const correo of ['ana@example.c', 'ana..perez@example.cl']) {
      expect(isSimpleEmail(correo)).toBe(true);
      expect(routeRefuses({ correo })).toBe(true);
      expect(formMessages({ correo })).toEqual([contactMessages.email]);
    }
  });
});
