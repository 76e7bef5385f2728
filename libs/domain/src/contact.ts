export const contactMessages = {
  email: 'Por favor, ingresa un correo electrónico válido',
  name: 'Por favor, ingresa un nombre válido',
  message: 'El mensaje debe tener al menos 10 caracteres',
} as const;

export const CONTACT_NAME_MIN = 2;
export const CONTACT_MESSAGE_MIN = 10;
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isSimpleEmail(value: string): boolean {
  return simpleEmail.test(value.trim());
}
