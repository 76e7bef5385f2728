import type { PaymentAccount } from '@emind/contracts';
import { bankAccountTypes, banks, labelOf, professionalTitleFor, verificationStatusLabels, type AccessResource, type VerificationStatus } from '@emind/domain';
import { badRequestDetail, recordAccess, recordListAccess, type AuthUser } from '@emind/server-kit';
import { sql, type Kysely } from 'kysely';
import type { CatalogueContext } from '../context.ts';
import type { CatalogueDatabase } from '../db/schema.ts';
import { documentsOf, syncPublicVideo, type VerificationDocument } from '../documents/documents.service.ts';
import { ensurePsychologist, findPsychologist } from '../professionals/professionals.repository.ts';
import { getProfessionalProfile, requirePsychologistAccount, type ProfessionalProfile } from '../professionals/professionals.service.ts';

export interface AdminListQuery {
  search?: string | undefined;
  statuses?: VerificationStatus[] | undefined;
  limit?: number | undefined;
}

/** Case- and accent-insensitive key, the same on both sides of the comparison. */
const fold = (value: string): string =>
  value.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const foldedSql = (expression: ReturnType<typeof sql>) =>
  sql<string>`translate(lower(${expression}), 'áéíóúüñàèìòùâêîôûäëïö', 'aeiouunaeiouaeiouaeio')`;

/** The admin's list at any filter: each psychologist in it (e-mail shown) is recorded as a 'psychologist_list' read, coalesced. */
export function listPsychologists(ctx: CatalogueContext, admin: AuthUser, query: AdminListQuery) {
  return ctx.db.transaction().execute(async (trx) => {
    const { count, rows } = await psychologistRows(trx, query);
    await recordListAccess(trx, 'catalogue', rows.map((row) => ({ subjectUserId: row.user_id, actorUserId: admin.id, actorRole: admin.userType, resource: 'psychologist_list' })));
    return toList(Number(count), rows);
  });
}

async function psychologistRows(db: Kysely<CatalogueDatabase>, query: AdminListQuery) {
  let base = db
    .selectFrom('identity.profile_directory as d')
    .leftJoin('psychologists as p', 'p.profile_id', 'd.profile_id')
    .where('d.user_type', '=', 'psychologist');
  const term = query.search?.trim();
  if (term) {
    const pattern = `%${fold(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(foldedSql(sql`d.first_name || ' ' || d.last_name || ' ' || d.email`), 'like', pattern);
  }
  if (query.statuses && query.statuses.length > 0) {
    base = base.where(sql<string>`coalesce(p.verification_status, 'PENDING')`, 'in', query.statuses);
  }
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select([
        'd.profile_id', 'd.user_id', 'd.first_name', 'd.last_name', 'd.email', 'd.profile_image', 'd.gender', 'd.created_at',
        sql<VerificationStatus>`coalesce(p.verification_status, 'PENDING')`.as('verification_status'),
        sql<string[]>`coalesce(p.specialties, '{}')`.as('specialties'),
      ])
      .orderBy('d.created_at', 'desc')
      .orderBy('d.profile_id', 'desc')
      .$if(query.limit !== undefined, (qb) => qb.limit(query.limit ?? 0))
      .execute(),
  ]);
  return { count, rows };
}

type PsychologistRow = Awaited<ReturnType<typeof psychologistRows>>['rows'][number];

function toList(count: number, rows: PsychologistRow[]) {
  return {
    count,
    results: rows.map((row) => ({
      id: row.profile_id,
      user: { id: row.user_id, first_name: row.first_name, last_name: row.last_name, email: row.email },
      profile_image: row.profile_image,
      professional_title: professionalTitleFor(row.gender),
      verification_status: row.verification_status,
      verification_status_display: verificationStatusLabels[row.verification_status],
      created_at: new Date(row.created_at).toISOString(),
      specialties: row.specialties,
    })),
  };
}

/** The psychologist as the admin reviews them: profile, contact, where they are paid and their documents. */
export interface AdminPsychologistDetail extends ProfessionalProfile, PaymentAccount {
  user: { id: number; first_name: string; last_name: string; email: string };
  phone: string | null;
  rut: string | null;
  gender: string | null;
  region: string | null;
  city: string | null;
  profile_image: string | null;
  created_at: string;
  verification_documents: VerificationDocument[];
}

const bankFields = ['bank_name', 'bank_account_type', 'bank_account_number', 'bank_account_owner', 'bank_account_owner_rut', 'bank_account_owner_email'] as const;

/**
 * The payout account, read in the transaction that records that the admin saw the psychologist's record (contact,
 * documents) and, when there is any to see, their bank data. It is the detail's last read, so a failing record fails it.
 */
async function readBankDataAndRecord(ctx: CatalogueContext, profileId: number, subjectUserId: number, admin: AuthUser) {
  return ctx.db.transaction().execute(async (trx) => {
    const payout = await trx.selectFrom('identity.payout_accounts').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
    const shown: AccessResource[] = payout && bankFields.some((field) => payout[field] !== null && payout[field] !== '') ? ['psychologist_record', 'bank_data'] : ['psychologist_record'];
    await recordAccess(trx, 'catalogue', shown.map((resource) => ({ subjectUserId, actorUserId: admin.id, actorRole: admin.userType, resource, resourceId: profileId })));
    return payout;
  });
}

export async function psychologistDetail(ctx: CatalogueContext, profileId: number, admin: AuthUser): Promise<AdminPsychologistDetail> {
  const person = await requirePsychologistAccount(ctx, profileId);
  const [profile, documents, contact] = await Promise.all([
    getProfessionalProfile(ctx, profileId, person.gender),
    documentsOf(ctx, profileId),
    ctx.db.selectFrom('identity.profile_contacts').select(['rut', 'phone']).where('profile_id', '=', profileId).executeTakeFirst(),
  ]);
  const payout = await readBankDataAndRecord(ctx, profileId, person.user_id, admin);
  return {
    ...profile,
    user: { id: person.user_id, first_name: person.first_name, last_name: person.last_name, email: person.email },
    phone: contact?.phone ?? null,
    rut: contact?.rut ?? null,
    gender: person.gender,
    region: person.region,
    city: person.city,
    profile_image: person.profile_image,
    created_at: new Date(person.created_at).toISOString(),
    bank_name: payout?.bank_name ?? null,
    bank_account_type: payout?.bank_account_type ?? null,
    bank_account_number: payout?.bank_account_number ?? null,
    bank_account_owner: payout?.bank_account_owner ?? null,
    bank_account_owner_rut: payout?.bank_account_owner_rut ?? null,
    bank_account_owner_email: payout?.bank_account_owner_email ?? null,
    bank_account_type_display: labelOf(bankAccountTypes, payout?.bank_account_type),
    bank_name_display: labelOf(banks, payout?.bank_name),
    verification_documents: documents,
  };
}

export const STATUS_CHANGE_NOT_ALLOWED = 'No se puede cambiar el estado de verificación desde el estado actual.';

/** Spec 3: Verificar (any → VERIFIED), Reactivar verificación (VERIFIED|REJECTED → IN_PROGRESS), Rechazar (else → REJECTED). */
export function statusChangeAllowed(current: VerificationStatus, next: VerificationStatus): boolean {
  if (next === 'VERIFIED') return current !== 'VERIFIED';
  if (next === 'VERIFICATION_IN_PROGRESS') return current === 'VERIFIED' || current === 'REJECTED';
  if (next === 'REJECTED') return current !== 'VERIFIED' && current !== 'REJECTED';
  return false;
}

export async function changeVerificationStatus(ctx: CatalogueContext, profileId: number, next: VerificationStatus, admin: AuthUser): Promise<AdminPsychologistDetail> {
  await requirePsychologistAccount(ctx, profileId);
  const current = (await findPsychologist(ctx.db, profileId))?.verification_status ?? 'PENDING';
  if (!statusChangeAllowed(current, next)) throw badRequestDetail(STATUS_CHANGE_NOT_ALLOWED);
  await ctx.db.transaction().execute(async (trx) => {
    await ensurePsychologist(trx, profileId);
    const changed = await trx
      .updateTable('psychologists')
      .set({ verification_status: next, updated_at: sql`now()` })
      .where('profile_id', '=', profileId)
      .where('verification_status', '=', current)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw badRequestDetail(STATUS_CHANGE_NOT_ALLOWED);
  });
  await syncPublicVideo(ctx, profileId);
  return psychologistDetail(ctx, profileId, admin);
}

export async function dashboardStats(ctx: CatalogueContext) {
  const row = await sql<{ psychologists: number; clients: number; verified: number; pending: number; rejected: number }>`
    select
      count(*) filter (where d.user_type = 'psychologist') as psychologists,
      count(*) filter (where d.user_type = 'client') as clients,
      count(*) filter (where d.user_type = 'psychologist' and p.verification_status = 'VERIFIED') as verified,
      count(*) filter (where d.user_type = 'psychologist'
        and coalesce(p.verification_status, 'PENDING') in ('PENDING', 'DOCUMENTS_SUBMITTED', 'VERIFICATION_IN_PROGRESS')) as pending,
      count(*) filter (where d.user_type = 'psychologist' and p.verification_status = 'REJECTED') as rejected
    from identity.profile_directory d
    left join catalogue.psychologists p on p.profile_id = d.profile_id
  `.execute(ctx.db);
  const stats = row.rows[0];
  const n = (value: number | undefined): number => Number(value ?? 0);
  return {
    totalUsers: n(stats?.psychologists) + n(stats?.clients),
    verifiedUsers: n(stats?.verified),
    pendingUsers: n(stats?.pending),
    rejectedUsers: n(stats?.rejected),
    clientUsers: n(stats?.clients),
  };
}
