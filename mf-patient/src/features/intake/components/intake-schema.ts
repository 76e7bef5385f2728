import type { Path } from 'react-hook-form';
import { intakeBody, type Intake, type IntakeInput } from '@emind/contracts';
import { intakeMessages, ONLINE_CONSENT_VERSION } from '@emind/domain/measures';
import { z } from 'zod';

/** The API's body, with the screen's wording where the form asks differently (a checkbox, two radios). */
export const intakeFormSchema = intakeBody.extend({
  previous_therapy: z.boolean({ error: 'Indica si has estado en terapia psicológica antes' }),
  online_consent: z.boolean().refine((accepted) => accepted, intakeMessages.consentRequired),
});
export type IntakeValues = z.input<typeof intakeFormSchema>;
export type IntakeOutput = z.output<typeof intakeFormSchema>;

/** Where a 400 answer's messages go: the server names nested fields with dots, as react-hook-form does. */
export const intakeFields: readonly Path<IntakeValues>[] = [
  'reason', 'previous_therapy', 'medication', 'emergency_contact.name', 'emergency_contact.relation',
  'emergency_contact.phone', 'birth_date', 'online_consent',
];

/** What the form shows: the saved intake, its consent ticked only if the version accepted is the one in force. */
export function toIntakeValues(intake: Intake | null): Partial<IntakeValues> {
  if (!intake) return { reason: '', medication: '', emergency_contact: { name: '', relation: '', phone: '' }, birth_date: '', online_consent: false };
  return {
    reason: intake.reason,
    previous_therapy: intake.previous_therapy,
    medication: intake.medication,
    emergency_contact: intake.emergency_contact,
    birth_date: intake.birth_date,
    online_consent: intake.online_consent_version === ONLINE_CONSENT_VERSION,
  };
}

export const toIntakeBody = (values: IntakeOutput): IntakeInput => ({ ...values, online_consent: true });
