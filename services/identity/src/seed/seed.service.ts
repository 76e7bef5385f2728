import type { IdentityContext } from '../context.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { countUsers, emailExists, insertUserWithProfile } from '../accounts/users.repository.ts';
import { updateProfile } from '../profiles/profiles.repository.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-data.ts';

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

/** Demo accounts, only on an empty database. Returns whether it seeded. */
export async function seedDemoAccounts(ctx: IdentityContext): Promise<boolean> {
  if ((await countUsers(ctx.db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ctx.db.transaction().execute(async (trx) => {
    for (const account of demoAccounts) {
      const { profile, ...user } = account;
      const id = await insertUserWithProfile(trx, { ...user, password_hash: passwordHash }, profile);
      await updateProfile(trx, id, profile);
    }
  });
  return true;
}
