import type { InstrumentDto, MeasureResponse, PatientMeasures } from '@emind/contracts';
import { instrumentIds, instruments, scoreAnswers } from '@emind/domain/measures';

/** `GET /measures/instruments/` as the server answers it, from the same data. */
export const instrumentList: InstrumentDto[] = instrumentIds.map((id) => {
  const { safetyItem, ...instrument } = instruments[id];
  return { ...instrument, items: [...instrument.items], options: [...instrument.options], bands: [...instrument.bands], safety_item: safetyItem };
});

/** A patient with no questionnaires yet. */
export const emptyMeasures = (patient: number): PatientMeasures => ({ patient, assignments: [], responses: [], session_starts: [], open_flags: [] });

/** A scored response as the server stores it: the sum of `answers`, its band, on `answeredAt`. */
export function responseFixture(id: number, instrument: 'phq9' | 'gad7', answers: number[], answeredAt: string): MeasureResponse {
  return { id, instrument, due_at: answeredAt, answered_at: answeredAt, ...scoreAnswers(instruments[instrument], answers) };
}
