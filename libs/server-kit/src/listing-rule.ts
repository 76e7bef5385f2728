import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import type { ServiceName } from './db-roles.ts';

/**
 * The published views the listing rule reads, all of them at query time (no view depends on another service's, so
 * each service still migrates on its own). Every service that answers for a psychologist evaluates the rule, so each
 * of `listingRuleServices` is granted the others' views.
 */
export const listingRuleViews = ['catalogue.psychologist_listing', 'identity.payout_readiness', 'booking.weekly_schedule_blocks'] as const;
export const listingRuleServices: readonly ServiceName[] = ['catalogue', 'booking', 'reviews'];

/**
 * The one definition of "listed" (in the directory, with a public page and reviews) and "bookable" (schedule, free
 * days, booking), so they never disagree: VERIFIED, an approved price, an active psychologist account with complete
 * bank data (identity's `payout_readiness` says which, without showing it), and at least one weekly block. Index
 * lookups by profile id only, so the directory can test it for each match.
 */
export function isListedSql(profileId: RawBuilder<unknown> | number): RawBuilder<boolean> {
  // Spelled out, not sql.ref: a service's withSchema plugin would put its own schema before the rule's aliases.
  return sql<boolean>`exists (
    select 1 from catalogue.psychologist_listing rule_listing
    join identity.payout_readiness rule_payout on rule_payout.profile_id = rule_listing.profile_id
    where rule_listing.profile_id = ${profileId}
      and rule_listing.verification_status = 'VERIFIED' and rule_listing.approved_price is not null
      and rule_payout.user_type = 'psychologist' and rule_payout.is_active and rule_payout.payout_complete
      and exists (select 1 from booking.weekly_schedule_blocks rule_block where rule_block.psychologist_id = rule_listing.profile_id)
  )`;
}

/** Whether the rule lists one psychologist (a public page, their reviews, their schedule). */
export async function isListed(db: QueryExecutorProvider, profileId: number): Promise<boolean> {
  const result = await sql<{ listed: boolean }>`select ${isListedSql(profileId)} as listed`.execute(db);
  return result.rows[0]?.listed === true;
}
