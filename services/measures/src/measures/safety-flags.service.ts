import type { OpenSafetyFlag } from '@emind/contracts';
import { recordListAccess, type AuthUser } from '@emind/server-kit';
import type { MeasuresContext } from '../context.ts';
import { fullName } from './care.repository.ts';
import { openFlagCount, openFlagsInCare } from './measures.repository.ts';

/**
 * The psychologist's unreviewed safety flags, for the top of their home: who, and when. A list that names patients with
 * health data, so the read is recorded, coalesced, as the agenda's summary is (`measures_summary`).
 */
export async function openSafetyFlags(ctx: MeasuresContext, psychologist: AuthUser): Promise<OpenSafetyFlag[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await openFlagsInCare(trx, psychologist.profileId);
    const read = { actorUserId: psychologist.id, actorRole: psychologist.userType, resource: 'measures_summary' } as const;
    const subjects = [...new Set(rows.map((row) => row.user_id))];
    await recordListAccess(trx, 'measures', subjects.map((subjectUserId) => ({ ...read, subjectUserId })), ctx.now());
    return rows.map((row) => ({ id: row.id, patient: row.client_id, patient_name: fullName(row), raised_at: new Date(row.raised_at).toISOString() }));
  });
}

/** Only a number, naming no one: not recorded. */
export const openSafetyFlagCount = (ctx: MeasuresContext, psychologist: AuthUser): Promise<number> => openFlagCount(ctx.db, psychologist.profileId);
