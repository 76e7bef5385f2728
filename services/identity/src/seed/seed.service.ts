import { currentLegalVersions, legalDocuments, professionalTitleFor } from '@emind/domain';
import type { Transaction } from 'kysely';
import type { IdentityContext } from '../context.ts';
import type { IdentityDatabase } from '../db/schema.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { countUsers, emailExists, insertUserWithProfile } from '../accounts/users.repository.ts';
import { insertConsents } from '../privacy/consents.repository.ts';
import { updateProfile } from '../profiles/profiles.repository.ts';
import { avatarSvg, demoPsychologists } from '@emind/demo-data';
import { DEMO_PASSWORD, demoAccounts, outdatedDemoConsents } from './demo-data.ts';

/** Creates the admin of EMIND_ADMIN_EMAIL if missing; never changes an existing account. */
export async function ensureAdmin(ctx: IdentityContext): Promise<boolean> {
  const admin = ctx.config.admin;
  if (!admin || (await emailExists(ctx.db, admin.email))) return false;
  const passwordHash = await hashPassword(admin.password);
  await ctx.db.transaction().execute((trx) =>
    insertUserWithProfile(
      trx,
      { email: admin.email, password_hash: passwordHash, user_type: 'admin', first_name: 'Administrador', last_name: 'e-mind' },
      { phone: null, professional_title: null },
    ),
  );
  return true;
}

/** Every demo account accepted the versions in force, except where `outdatedDemoConsents` says otherwise. */
function acceptDemoConsents(trx: Transaction<IdentityDatabase>, userId: number, email: string): Promise<void> {
  const outdated = outdatedDemoConsents[email] ?? {};
  const versions = legalDocuments.map((document) => ({ document, version: outdated[document] ?? currentLegalVersions[document] }));
  return insertConsents(trx, userId, versions, null);
}

/** Demo accounts, only on an empty database. Returns whether it seeded. */
export async function seedDemoAccounts(ctx: IdentityContext): Promise<boolean> {
  if ((await countUsers(ctx.db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ctx.db.transaction().execute(async (trx) => {
    for (const account of demoAccounts) {
      const { profile, ...user } = account;
      const id = await insertUserWithProfile(trx, { ...user, password_hash: passwordHash }, profile);
      await updateProfile(trx, id, profile);
      await acceptDemoConsents(trx, id, user.email);
    }
    for (const p of demoPsychologists) {
      const avatar = await ctx.storage.save('media', 'profiles', avatarSvg(p.first_name, p.last_name, p.avatar_color), 'svg', 'image/svg+xml');
      const user = { email: p.email, user_type: 'psychologist' as const, first_name: p.first_name, last_name: p.last_name, password_hash: passwordHash };
      const id = await insertUserWithProfile(trx, user, { phone: p.phone, professional_title: professionalTitleFor(p.gender) });
      await acceptDemoConsents(trx, id, p.email);
      await updateProfile(trx, id, {
        rut: p.rut,
        gender: p.gender,
        region: p.region,
        city: p.city,
        profile_image: avatar.url,
        ...p.bank,
        bank_account_owner: `${p.first_name} ${p.last_name}`,
        bank_account_owner_rut: p.rut,
        bank_account_owner_email: p.email,
      });
    }
  });
  return true;
}
