import type { Instrument, SeverityBand } from './instruments.ts';

export const measureMessages = {
  wrongCount: (expected: number) => `Debes responder las ${expected} preguntas del cuestionario`,
  outOfRange: 'Cada respuesta debe ser un número entero entre 0 y 3',
} as const;

export interface Score {
  score: number;
  severity: string;
  severity_label: string;
  safety_alert: boolean;
}

/** Why the answers cannot be scored, or null when they can: one answer per item, each one of the options. */
export function answersProblem(instrument: Instrument, answers: readonly number[]): string | null {
  if (answers.length !== instrument.items.length) return measureMessages.wrongCount(instrument.items.length);
  const values = new Set(instrument.options.map((option) => option.value));
  return answers.every((answer) => Number.isInteger(answer) && values.has(answer)) ? null : measureMessages.outOfRange;
}

export function bandOf(instrument: Instrument, score: number): SeverityBand {
  const band = instrument.bands.find((candidate) => score >= candidate.min && score <= candidate.max);
  if (!band) throw new RangeError(`${instrument.name}: score ${score} outside its bands`);
  return band;
}

/**
 * The safety rule: an answer above 0 to the instrument's self-harm item (PHQ-9 item 9). The patient is shown where to
 * get help before anything else and their psychologist is told.
 */
export function safetyAlert(instrument: Instrument, answers: readonly number[]): boolean {
  return instrument.safetyItem !== null && (answers[instrument.safetyItem] ?? 0) > 0;
}

/** The total and its band; call only with answers `answersProblem` accepted. */
export function scoreAnswers(instrument: Instrument, answers: readonly number[]): Score {
  const score = answers.reduce((sum, answer) => sum + answer, 0);
  const band = bandOf(instrument, score);
  return { score, severity: band.severity, severity_label: band.label, safety_alert: safetyAlert(instrument, answers) };
}
