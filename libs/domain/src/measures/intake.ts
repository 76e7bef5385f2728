/** The adults-only rule of the platform: a person under this age books through a guardian. */
export const ADULT_AGE = 18;

/** The version in force of the 'Consentimiento informado para atención psicológica online' (its text: online-consent.ts). */
export const ONLINE_CONSENT_VERSION = '2026-11-27';

export const intakeMessages = {
  underage:
    'La plataforma atiende solo a personas mayores de 18 años. Si eres menor de edad, la reserva debe hacerla tu madre, padre o tutor legal.',
  consentRequired: 'Debes aceptar el consentimiento informado para atención psicológica online',
  invalidBirthDate: 'La fecha de nacimiento debe tener el formato AAAA-MM-DD y no puede ser futura',
  notFound: 'El paciente aún no completa su ficha de ingreso',
} as const;

/** Whether a person born on `birthDate` is an adult on `today` (both 'YYYY-MM-DD', Chile's calendar day). */
export function isAdult(birthDate: string, today: string): boolean {
  const eighteenth = `${String(Number(birthDate.slice(0, 4)) + ADULT_AGE).padStart(4, '0')}${birthDate.slice(4)}`;
  // Born on 29 February: the birthday of a non-leap year is 1 March, which '-02-29' sorts before anyway.
  return eighteenth <= today;
}

/** Where to get help now: shown first, before anything else, when the safety rule fires. */
export const crisisHelpLines = [
  { name: 'Línea de Prevención del Suicidio', phone: '4141', detail: 'gratuita, 24 horas' },
  { name: 'Salud Responde', phone: '600 360 7777', detail: '24 horas' },
  { name: 'SAMU', phone: '131', detail: 'urgencias médicas' },
] as const;

/** `tel:` of a help line as written ('600 360 7777' → 'tel:6003607777'). */
export const crisisLineHref = (phone: string): string => `tel:${phone.replaceAll(' ', '')}`;

// A line's number where a text names it, '*4141' as the terms write it too; not inside a longer number.
const CRISIS_NUMBER = new RegExp(`(?<![\\d*])\\*?(${crisisHelpLines.map((line) => line.phone).join('|')})(?!\\d)`, 'g');

/** A piece of text, with the `tel:` to call when it is a help line's number. */
export interface CrisisTextPart {
  text: string;
  href?: string;
}

/** A text cut where it names a help line's number, so a screen can make each number a tap to call on a phone. */
export function crisisNumberParts(text: string): CrisisTextPart[] {
  const parts: CrisisTextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(CRISIS_NUMBER)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: match[0], href: crisisLineHref(match[1] ?? match[0]) });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
