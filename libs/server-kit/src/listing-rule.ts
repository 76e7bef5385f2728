import { sql, type RawBuilder } from 'kysely';

/** Bank data a later session is paid to (decisions.md): without any of these a client could not transfer. */
export const requiredPayoutColumns = ['bank_name', 'bank_account_number', 'bank_account_owner', 'bank_account_owner_rut'] as const;

/**
 * The published views the listing rule reads, all of them at query time (no view depends on another service's, so
 * each service still migrates on its own). Catalogue and booking both evaluate the rule, so both need them granted.
 */
export const listingRuleViews = ['catalogue.psychologist_listing', 'identity.payout_accounts', 'booking.weekly_schedule_blocks'] as const;

/**
 * The one definition of "listed" (in the directory, with a public page) and "bookable" (schedule, free days, booking),
 * so the two never disagree: VERIFIED, an approved price, an active psychologist account with complete bank data, and
 * at least one weekly block. Index lookups by profile id only, so the directory can test it for each match.
 */
export function isListedSql(profileId: RawBuilder<unknown> | number): RawBuilder<boolean> {
  // Spelled out, not sql.ref: a service's withSchema plugin would put its own schema before the rule's aliases.
  const bankComplete = sql.join(
    requiredPayoutColumns.map((column) => sql.raw(`coalesce(trim(rule_payout.${column}), '') <> ''`)),
    sql` and `,
  );
  return sql<boolean>`exists (
    select 1 from catalogue.psychologist_listing rule_listing
    join identity.payout_accounts rule_payout on rule_payout.profile_id = rule_listing.profile_id
    where rule_listing.profile_id = ${profileId}
      and rule_listing.verification_status = 'VERIFIED' and rule_listing.approved_price is not null
      and rule_payout.user_type = 'psychologist' and rule_payout.is_active and ${bankComplete}
      and exists (select 1 from booking.weekly_schedule_blocks rule_block where rule_block.psychologist_id = rule_listing.profile_id)
  )`;
}
