import type { AccessResource } from '@emind/domain';
import { recordAccess, type AuthUser } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

/**
 * Records that `viewer` read these resources about a patient (by profile id), in the transaction of the read. A
 * person's reads of their own data are not recorded (recordAccess skips them).
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
