import type { AccessListRead, AccessResource } from '@emind/domain';
import { recordAccess, recordListAccess, type AuthUser } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { BookingContext } from '../context.ts';
import type { BookingDatabase } from '../db/schema.ts';

/**
 * Runs a read in one transaction with its access-log entries: `work` gets a context whose `db` is the transaction,
 * so a failing log write fails the read and no answer leaves without its record.
 */
export function readAndRecord<T>(ctx: BookingContext, work: (inRead: BookingContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute((trx) => work({ ...ctx, db: trx }));
}

/** How a read of patients' data is recorded: each record on its own, or as one kind of list (coalesced). */
export type PatientRead = { record: AccessResource[] } | { list: AccessListRead };

/** The patients a read showed (by user id) and the record each entry names (a list names none). */
export interface ShownPatient {
  userId: number;
  resourceId?: number;
}

/** Records that `viewer` was shown these patients' data; a person's reads of their own data are not recorded. */
export async function recordPatientsShown(ctx: BookingContext, viewer: AuthUser, shown: ShownPatient[], read: PatientRead): Promise<void> {
  const actor = { actorUserId: viewer.id, actorRole: viewer.userType };
  if ('list' in read) {
    await recordListAccess(ctx.db, 'booking', shown.map((patient) => ({ ...actor, subjectUserId: patient.userId, resource: read.list })), ctx.now());
    return;
  }
  await recordAccess(
    ctx.db,
    'booking',
    shown.flatMap((patient) => read.record.map((resource) => ({ ...actor, subjectUserId: patient.userId, resource, resourceId: patient.resourceId ?? null }))),
  );
}

/**
 * Records that `viewer` read these resources about a patient (by profile id), in the transaction of the read. A
 * person's reads of their own data are not recorded.
 */
export async function recordPatientRead(
  trx: Transaction<BookingDatabase>,
  viewer: AuthUser,
  patientProfileId: number,
  resources: AccessResource[],
  resourceId: number,
): Promise<void> {
  if (viewer.userType === 'client' && viewer.profileId === patientProfileId) return;
  const patient = await trx.selectFrom('identity.profile_directory').select('user_id').where('profile_id', '=', patientProfileId).executeTakeFirst();
  if (!patient) return;
  await recordAccess(
    trx,
    'booking',
    resources.map((resource) => ({ subjectUserId: patient.user_id, actorUserId: viewer.id, actorRole: viewer.userType, resource, resourceId })),
  );
}
