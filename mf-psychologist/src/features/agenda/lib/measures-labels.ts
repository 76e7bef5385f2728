import type { Appointment, PatientLatestMeasures } from '@emind/contracts';

/** The latest measures of an appointment's patient, when the agenda shows them (upcoming sessions). */
export type LatestOf = (appointment: Appointment) => PatientLatestMeasures | undefined;

/** 'PHQ-9: 12 · Moderada', each questionnaire the patient answered, joined. */
export const latestScoresLabel = (latest: PatientLatestMeasures): string =>
  latest.scores.map((score) => `${score.instrument_name}: ${score.score} · ${score.severity_label}`).join(' | ');

export const OPEN_FLAG_LABEL = 'Alerta de seguridad abierta';

/** What a screen reader hears of the patient's measures after the appointment's name. */
export const latestMeasuresSpoken = (latest: PatientLatestMeasures | undefined): string =>
  latest ? [latest.open_flag ? OPEN_FLAG_LABEL : '', latestScoresLabel(latest)].filter(Boolean).map((part) => `, ${part}`).join('') : '';
