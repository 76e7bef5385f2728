import { instrumentIds, intakeMessages, measureSchedules } from '@emind/domain/measures';
import { z } from 'zod';
import { calendarDate, MAX_RECORD_ID, REQUIRED, requiredText } from './common.ts';

/**
 * The measures API (issue 28, measures service): PHQ-9 and GAD-7 assigned by the patient's psychologist, answered by
 * the patient and scored on the server, and the intake ('Ficha de ingreso'). Answers, scores and the intake are health
 * data: only the patient and a psychologist with a non-cancelled session with them read them.
 */

export const instrumentIdSchema = z.enum(instrumentIds, { error: 'El cuestionario debe ser "phq9" o "gad7"' });
export const measureScheduleSchema = z.enum(measureSchedules, {
  error: 'La frecuencia debe ser once, before_each_session, every_2_weeks o every_4_weeks',
});

const bandSchema = z.object({ severity: z.string(), label: z.string(), min: z.number(), max: z.number() });
export const instrumentSchema = z.object({
  id: instrumentIdSchema,
  name: z.string(),
  title: z.string(),
  prompt: z.string(),
  items: z.array(z.string()),
  options: z.array(z.object({ value: z.number(), label: z.string() })),
  bands: z.array(bandSchema),
  safety_item: z.number().nullable(),
  source: z.string(),
});
export type InstrumentDto = z.infer<typeof instrumentSchema>;
export const instrumentListSchema = z.object({ results: z.array(instrumentSchema) });
export type InstrumentList = z.infer<typeof instrumentListSchema>;

const recordRef = () => z.number({ error: REQUIRED }).int().positive().max(MAX_RECORD_ID);

export const createAssignmentBody = z.object({
  patient: recordRef(),
  instrument: instrumentIdSchema,
  schedule: measureScheduleSchema,
});
export type CreateAssignment = z.infer<typeof createAssignmentBody>;

export const assignmentSchema = z.object({
  id: z.number(),
  patient: z.number(),
  instrument: instrumentIdSchema,
  schedule: measureScheduleSchema,
  schedule_display: z.string(),
  created_at: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const pendingMeasureSchema = z.object({
  assignment: z.number(),
  instrument: instrumentIdSchema,
  instrument_name: z.string(),
  due_at: z.string(),
  psychologist_name: z.string(),
});
export const pendingMeasureListSchema = z.object({ results: z.array(pendingMeasureSchema) });
export type PendingMeasureList = z.infer<typeof pendingMeasureListSchema>;
export type PendingMeasure = z.infer<typeof pendingMeasureSchema>;

export const submitResponseBody = z.object({
  assignment: recordRef(),
  answers: z.array(z.number({ error: 'Cada respuesta debe ser un número entero entre 0 y 3' }), { error: REQUIRED }).max(50),
});
export type SubmitResponse = z.infer<typeof submitResponseBody>;

export const scoreSchema = z.object({ score: z.number(), severity: z.string(), severity_label: z.string(), safety_alert: z.boolean() });
export type ScoreDto = z.infer<typeof scoreSchema>;

export const measureResponseSchema = scoreSchema.extend({
  id: z.number(),
  instrument: instrumentIdSchema,
  due_at: z.string(),
  answered_at: z.string(),
});
export type MeasureResponse = z.infer<typeof measureResponseSchema>;

export const safetyFlagSchema = z.object({ id: z.number(), response: z.number(), raised_at: z.string() });
export type SafetyFlag = z.infer<typeof safetyFlagSchema>;

/** A patient's measures as their psychologist sees them: for the chart (with the session dates) and the flag. */
export const patientMeasuresSchema = z.object({
  patient: z.number(),
  assignments: z.array(assignmentSchema),
  responses: z.array(measureResponseSchema),
  session_starts: z.array(z.string()),
  open_flags: z.array(safetyFlagSchema),
});
export type PatientMeasures = z.infer<typeof patientMeasuresSchema>;
export const ownMeasuresSchema = z.object({ results: z.array(measureResponseSchema) });
export type OwnMeasures = z.infer<typeof ownMeasuresSchema>;

/** An unreviewed safety flag as the psychologist's home lists it: whose, and when it was raised. */
export const openSafetyFlagSchema = z.object({ id: z.number(), patient: z.number(), patient_name: z.string(), raised_at: z.string() });
export type OpenSafetyFlag = z.infer<typeof openSafetyFlagSchema>;
export const openSafetyFlagListSchema = z.object({ results: z.array(openSafetyFlagSchema) });
export type OpenSafetyFlagList = z.infer<typeof openSafetyFlagListSchema>;
/** How many there are, for the count in the navigation. */
export const safetyFlagCountSchema = z.object({ count: z.number() });
export type SafetyFlagCount = z.infer<typeof safetyFlagCountSchema>;

export const flaggedPatientsSchema = z.object({ patients: z.array(z.number()) });

/** How many patients one `GET /api/measures/latest/` may ask about (a week of the agenda holds far fewer). */
export const LATEST_MEASURES_MAX_PATIENTS = 100;
const PATIENT_ID_LIST = /^\d{1,10}(,\d{1,10})*$/;
const patientIdsMessage = `Indica hasta ${LATEST_MEASURES_MAX_PATIENTS} pacientes como números separados por comas`;

/** The patient ids of `?patients=12,15` (checked by `latestMeasuresQuery` first). */
export const patientIdsOf = (value: string): number[] => [...new Set(value.split(',').map(Number))];

/** `?patients=`: the patients (client profile ids, as 'Mis Pacientes' lists them) the screen shows. */
export const latestMeasuresQuery = z.object({
  patients: z
    .string({ error: REQUIRED })
    .regex(PATIENT_ID_LIST, patientIdsMessage)
    .refine((value) => {
      const ids = patientIdsOf(value);
      return ids.length <= LATEST_MEASURES_MAX_PATIENTS && ids.every((id) => id > 0 && id <= MAX_RECORD_ID);
    }, patientIdsMessage),
});

export const latestScoreSchema = z.object({
  instrument: instrumentIdSchema,
  instrument_name: z.string(),
  score: z.number(),
  severity: z.string(),
  severity_label: z.string(),
  answered_at: z.string(),
});
export type LatestScore = z.infer<typeof latestScoreSchema>;

/** One patient's latest score per instrument (with this psychologist) and whether a safety flag is open. */
export const patientLatestMeasuresSchema = z.object({ patient: z.number(), scores: z.array(latestScoreSchema), open_flag: z.boolean() });
export type PatientLatestMeasures = z.infer<typeof patientLatestMeasuresSchema>;
/** Only the asked patients the psychologist treats and who have a score or an open flag. */
export const latestMeasuresSchema = z.object({ results: z.array(patientLatestMeasuresSchema) });
export type LatestMeasures = z.infer<typeof latestMeasuresSchema>;

const emergencyContactSchema = z.object({
  name: requiredText(120),
  relation: requiredText(60),
  phone: requiredText(30).regex(/^\+?[\d\s()-]{8,20}$/, 'Introduce un teléfono válido'),
});

export const intakeBody = z.object({
  reason: requiredText(2000),
  previous_therapy: z.boolean({ error: REQUIRED }),
  medication: z.string().trim().max(1000, 'Máximo 1000 caracteres').default(''),
  emergency_contact: emergencyContactSchema,
  birth_date: calendarDate(),
  online_consent: z.literal(true, { error: intakeMessages.consentRequired }),
});
export type IntakeInput = z.input<typeof intakeBody>;
export type IntakeBody = z.output<typeof intakeBody>;

export const intakeSchema = z.object({
  patient: z.number(),
  reason: z.string(),
  previous_therapy: z.boolean(),
  medication: z.string(),
  emergency_contact: z.object({ name: z.string(), relation: z.string(), phone: z.string() }),
  birth_date: z.string(),
  online_consent_version: z.string(),
  online_consent_accepted_at: z.string(),
  updated_at: z.string(),
});
export type Intake = z.infer<typeof intakeSchema>;
/** The patient's own intake, or null before they fill it. */
export const ownIntakeSchema = z.object({ intake: intakeSchema.nullable() });
export type OwnIntake = z.infer<typeof ownIntakeSchema>;
