import { approvedPriceMessages, approvedPriceProblem, suggestedPriceProblem } from '@emind/domain';
import { badRequest, isListed, notFound } from '@emind/server-kit';
import { sql } from 'kysely';
import type { CatalogueContext } from '../context.ts';
import { ensurePsychologist, findPsychologist } from '../professionals/professionals.repository.ts';

export const NO_SUGGESTION = 'No has sugerido un precio todavía';
export const NO_PRICE = 'Precio no encontrado';

export interface PriceConfiguration {
  min_price: number;
  max_price: number;
  platform_fee_percentage: number;
}

export async function currentConfiguration(ctx: CatalogueContext): Promise<PriceConfiguration> {
  const row = await ctx.db
    .selectFrom('price_configurations')
    .select(['min_price', 'max_price', 'platform_fee_percentage'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? { min_price: 5000, max_price: 15000, platform_fee_percentage: 10 };
}

export interface Suggestion {
  price: number;
  created_at: string;
}
const toSuggestion = (row: { price: number; created_at: Date }): Suggestion => ({ price: row.price, created_at: row.created_at.toISOString() });

export async function latestSuggestion(ctx: CatalogueContext, profileId: number): Promise<Suggestion> {
  const row = await ctx.db
    .selectFrom('suggested_prices')
    .select(['price', 'created_at'])
    .where('profile_id', '=', profileId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw notFound(NO_SUGGESTION);
  return toSuggestion(row);
}

export async function suggestPrice(ctx: CatalogueContext, profileId: number, price: number): Promise<Suggestion> {
  const problem = suggestedPriceProblem(price, await currentConfiguration(ctx));
  if (problem) throw badRequest({ price: [problem] });
  return ctx.db.transaction().execute(async (trx) => {
    await ensurePsychologist(trx, profileId);
    return toSuggestion(
      await trx.insertInto('suggested_prices').values({ profile_id: profileId, price }).returning(['price', 'created_at']).executeTakeFirstOrThrow(),
    );
  });
}

/** The approved price; `publicOnly` hides it unless the psychologist is listed. */
export async function approvedPrice(ctx: CatalogueContext, profileId: number, publicOnly: boolean): Promise<{ price: number }> {
  const row = await findPsychologist(ctx.db, profileId);
  if (!row || row.approved_price === null || (publicOnly && !(await isListed(ctx.db, profileId)))) throw notFound(NO_PRICE);
  return { price: row.approved_price };
}

export async function setApprovedPrice(ctx: CatalogueContext, profileId: number, price: unknown): Promise<{ price: number }> {
  const value = typeof price === 'string' && price.trim() !== '' ? Number(price) : price;
  const problem = approvedPriceProblem(value);
  if (problem || typeof value !== 'number') throw badRequest({ price: [problem ?? approvedPriceMessages.invalid] });
  await ctx.db.transaction().execute(async (trx) => {
    await ensurePsychologist(trx, profileId);
    await trx
      .updateTable('psychologists')
      .set({ approved_price: value, price_approved_at: sql`now()`, updated_at: sql`now()` })
      .where('profile_id', '=', profileId)
      .execute();
  });
  return { price: value };
}
