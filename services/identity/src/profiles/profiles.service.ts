import {
  COMUNA_NOT_IN_REGION,
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  REGION_INVALID,
  type BankInfoUpdate,
  type Profile,
  type ProfilePatch,
} from '@emind/contracts';
import { bankAccountTypes, banks, comunasOf, labelOf, regions, type Gender } from '@emind/domain';
import { badRequest, notFound, type FieldErrors, type StoredFile, type UploadRule } from '@emind/server-kit';
import type { IdentityContext } from '../context.ts';
import type { ProfileUpdate } from '../db/schema.ts';
import { findProfileOfUser, updateProfile, updateUserNames, type ProfileWithUser } from './profiles.repository.ts';

export const PROFILE_IMAGE_RULE: UploadRule = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  tooLarge: IMAGE_TOO_LARGE,
  wrongType: IMAGE_WRONG_TYPE,
};

export function toProfile(row: ProfileWithUser): Profile {
  return {
    id: row.id,
    user: { id: row.user_id, first_name: row.first_name, last_name: row.last_name, email: row.email },
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    rut: row.rut,
    gender: row.gender as Gender | null,
    phone: row.phone,
    region: row.region,
    city: row.city,
    profile_image: row.profile_image,
    professional_title: row.professional_title,
    ...bankInfoOf(row),
  };
}

export function bankInfoOf(row: ProfileWithUser) {
  return {
    bank_name: row.bank_name,
    bank_account_type: row.bank_account_type,
    bank_account_number: row.bank_account_number,
    bank_account_owner: row.bank_account_owner,
    bank_account_owner_rut: row.bank_account_owner_rut,
    bank_account_owner_email: row.bank_account_owner_email,
    bank_account_type_display: labelOf(bankAccountTypes, row.bank_account_type),
    bank_name_display: labelOf(banks, row.bank_name),
  };
}

async function loadProfile(ctx: IdentityContext, userId: number): Promise<ProfileWithUser> {
  const row = await findProfileOfUser(ctx.db, userId);
  if (!row) throw notFound();
  return row;
}

export async function getProfile(ctx: IdentityContext, userId: number): Promise<Profile> {
  return toProfile(await loadProfile(ctx, userId));
}

/** Region and comuna are checked together, against what is stored when only one of them changes. */
function checkLocation(current: ProfileWithUser, patch: ProfilePatch): FieldErrors {
  const region = patch.region !== undefined ? patch.region : current.region;
  const city = patch.city !== undefined ? patch.city : current.city;
  if (patch.region === undefined && patch.city === undefined) return {};
  if (region && !regions.some((r) => r.region === region)) return { region: [REGION_INVALID] };
  if (city && (!region || !comunasOf(region).includes(city))) return { city: [COMUNA_NOT_IN_REGION] };
  return {};
}

export async function patchProfile(ctx: IdentityContext, userId: number, patch: ProfilePatch): Promise<Profile> {
  const current = await loadProfile(ctx, userId);
  const errors = checkLocation(current, patch);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const changes: ProfileUpdate = {};
  for (const field of ['rut', 'gender', 'phone', 'region', 'city'] as const) {
    const value = patch[field];
    if (value !== undefined) changes[field] = value;
  }
  // A new region without a comuna drops a comuna that no longer belongs to it.
  if (patch.region !== undefined && patch.city === undefined && current.city && !comunasOf(patch.region ?? '').includes(current.city)) {
    changes.city = null;
  }
  await ctx.db.transaction().execute(async (trx) => {
    await updateUserNames(trx, userId, {
      ...(patch.first_name !== undefined ? { first_name: patch.first_name } : {}),
      ...(patch.last_name !== undefined ? { last_name: patch.last_name } : {}),
    });
    await updateProfile(trx, userId, changes);
  });
  return getProfile(ctx, userId);
}

export async function updateBankInfo(ctx: IdentityContext, userId: number, bank: BankInfoUpdate) {
  await loadProfile(ctx, userId);
  await updateProfile(ctx.db, userId, bank);
  return bankInfoOf(await loadProfile(ctx, userId));
}

/** The image is already in public storage (typed by content); it is removed again if the profile cannot take it. */
export async function replaceProfileImage(ctx: IdentityContext, userId: number, image: StoredFile): Promise<string> {
  let current: Awaited<ReturnType<typeof loadProfile>>;
  try {
    if (!image.url) throw new Error('profile images must be public');
    current = await loadProfile(ctx, userId);
    await updateProfile(ctx.db, userId, { profile_image: image.url });
  } catch (error) {
    await ctx.storage.remove(image.key);
    throw error;
  }
  await removeStoredImage(ctx, current.profile_image);
  return image.url;
}

export async function deleteProfileImage(ctx: IdentityContext, userId: number): Promise<void> {
  const current = await loadProfile(ctx, userId);
  await updateProfile(ctx.db, userId, { profile_image: null });
  await removeStoredImage(ctx, current.profile_image);
}

async function removeStoredImage(ctx: IdentityContext, url: string | null): Promise<void> {
  const key = url ? ctx.storage.keyFromUrl(url) : null;
  if (key) await ctx.storage.remove(key);
}
