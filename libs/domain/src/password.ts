export const PASSWORD_MIN_LENGTH = 8;

export const passwordMessages = {
  length: 'La contraseña debe tener al menos 8 caracteres',
  uppercase: 'La contraseña debe incluir al menos una letra mayúscula',
  digit: 'La contraseña debe incluir al menos un número',
  symbol: 'La contraseña debe incluir al menos un símbolo especial',
  mismatch: 'Las contraseñas no coinciden',
} as const;

export type PasswordRule = 'length' | 'uppercase' | 'digit' | 'symbol';

/** Each requirement of the password policy, in the order the checklist shows them. */
export const passwordRules: readonly { rule: PasswordRule; label: string; test: (value: string) => boolean }[] = [
  { rule: 'length', label: 'Al menos 8 caracteres', test: (v) => v.length >= PASSWORD_MIN_LENGTH },
  { rule: 'uppercase', label: 'Una letra mayúscula', test: (v) => /\p{Lu}/u.test(v) },
  { rule: 'digit', label: 'Un número', test: (v) => /\d/.test(v) },
  { rule: 'symbol', label: 'Un símbolo especial', test: (v) => /[^\p{L}\p{N}\s]/u.test(v) },
];

/** The messages of every rule the password breaks, empty when it complies. */
export function passwordProblems(value: string): string[] {
  return passwordRules.filter((r) => !r.test(value)).map((r) => passwordMessages[r.rule]);
}

export const strengthLabels = ['Muy débil', 'Débil', 'Moderada', 'Buena', 'Excelente'] as const;

/** One point per satisfied rule: 0 (Muy débil) to 4 (Excelente). */
export function passwordStrength(value: string): { score: number; label: (typeof strengthLabels)[number] } {
  const score = passwordRules.filter((r) => r.test(value)).length;
  return { score, label: strengthLabels[score] ?? 'Muy débil' };
}
