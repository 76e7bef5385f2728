import type { PatientLatestMeasures } from '@emind/contracts';
import { instruments } from '@emind/domain/measures';
import { recordListAccess, type AuthUser } from '@emind/server-kit';
import type { MeasuresContext } from '../context.ts';
import { people, treatedAmong } from './care.repository.ts';
import { latestResponses, openFlags } from './measures.repository.ts';
import { toResponse } from './measures.service.ts';

/**
 * For the psychologist's agenda: of the asked patients they treat, the latest score per questionnaire and whether a
 * safety flag is open. Patients with neither are left out. Health data shown in a list: the read is recorded, coalesced.
 */
export async function latestMeasures(ctx: MeasuresContext, psychologist: AuthUser, patientIds: readonly number[]): Promise<PatientLatestMeasures[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const treated = await treatedAmong(trx, psychologist.profileId, patientIds);
    const responses = await latestResponses(trx, psychologist.profileId, treated);
    const flagged = new Set((await openFlags(trx, psychologist.profileId)).map((flag) => flag.client_id));
    const results = [...treated]
      .sort((a, b) => a - b)
      .map((patient) => ({
        patient,
        scores: responses
          .filter((row) => row.client_id === patient)
          .map(toResponse)
          .map(({ instrument, score, severity, severity_label, answered_at }) => ({
            instrument, instrument_name: instruments[instrument].name, score, severity, severity_label, answered_at,
          })),
        open_flag: flagged.has(patient),
      }))
      .filter((result) => result.scores.length > 0 || result.open_flag);
    const read = { actorUserId: psychologist.id, actorRole: psychologist.userType, resource: 'measures_summary' } as const;
    const shown = await people(trx, results.map((result) => result.patient));
    await recordListAccess(trx, 'measures', shown.map((person) => ({ ...read, subjectUserId: person.user_id })), ctx.now());
    return results;
  });
}
