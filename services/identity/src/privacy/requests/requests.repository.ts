import type { PrivacyRequestKind } from '@emind/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DataRequestRow, IdentityDatabase } from '../../db/schema.ts';

type Db = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

export interface NewDataRequest {
  userId: number;
  userType: DataRequestRow['user_type'];
  kind: PrivacyRequestKind;
  requestedAt: Date;
  dueAt: Date;
  email: string;
  firstName: string;
  lastName: string;
  /** An erasure's: the jobs find the person by them in what others wrote. */
  contacts?: { rut: string; phone: string };
}

/**
 * The person's pending request of this kind, created when there is none. The partial unique index keeps it to one:
 * a concurrent second insert does nothing and the first one is read back.
 */
export async function pendingOrNewRequest(db: Db, row: NewDataRequest): Promise<DataRequestRow> {
  const inserted = await db
    .insertInto('data_requests')
    .values({
      user_id: row.userId,
      user_type: row.userType,
      kind: row.kind,
      requested_at: row.requestedAt,
      due_at: row.dueAt,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      rut: row.contacts?.rut ?? '',
      phone: row.contacts?.phone ?? '',
    })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).where('status', '=', 'pending').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return inserted;
  return db
    .selectFrom('data_requests')
    .selectAll()
    .where('user_id', '=', row.userId)
    .where('kind', '=', row.kind)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
}

export function findPending(db: Db, userId: number, kind: PrivacyRequestKind): Promise<DataRequestRow | undefined> {
  return db.selectFrom('data_requests').selectAll().where('user_id', '=', userId).where('kind', '=', kind).where('status', '=', 'pending').executeTakeFirst();
}

export function listOwnRequests(db: Db, userId: number, kind: PrivacyRequestKind): Promise<DataRequestRow[]> {
  return db
    .selectFrom('data_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Only its owner's: another person's request reads as missing. */
export function findOwnRequest(db: Db, userId: number, kind: PrivacyRequestKind, id: number): Promise<DataRequestRow | undefined> {
  return db.selectFrom('data_requests').selectAll().where('id', '=', id).where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
}
