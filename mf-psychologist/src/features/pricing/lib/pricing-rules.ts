import { suggestedPriceProblem, type SuggestedPriceRange } from '@emind/domain';

export const pricingMessages = {
  required: 'Por favor, ingresa un precio sugerido.',
  load: 'No se pudieron cargar los datos de precios. Intenta de nuevo más tarde.',
  save: 'Ocurrió un error al actualizar el precio sugerido. Por favor, inténtalo de nuevo.',
  pendingApproval: 'Tu precio sugerido está pendiente de aprobación',
  suggestToStart: 'Sugiere un precio para comenzar el proceso de aprobación',
} as const;

/** Keeps the digits of what was typed: '12.5a00' → '12500'. */
export function priceDigits(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** A suggested price as typed: required, then the range rule the server applies too. */
export function validateSuggestedPrice(digits: string, range: SuggestedPriceRange): string | null {
  if (!digits) return pricingMessages.required;
  return suggestedPriceProblem(Number(digits), range);
}

export interface EarningsSimulation {
  sessions: number;
  gross: number;
  platformShare: number;
  psychologistEarnings: number;
}

/**
 * decisions.md: the platform keeps the whole first session with each new client; the psychologist keeps
 * every session from the second on.
 */
export function simulateEarnings(price: number, newPatients: number, sessionsPerPatient: number): EarningsSimulation {
  const patients = Math.max(0, Math.floor(newPatients));
  const perPatient = Math.max(0, Math.floor(sessionsPerPatient));
  const sessions = patients * perPatient;
  const gross = sessions * price;
  const platformShare = perPatient > 0 ? patients * price : 0;
  return { sessions, gross, platformShare, psychologistEarnings: gross - platformShare };
}
