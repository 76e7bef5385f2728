import type { Selectable } from 'kysely';
import type { BookingViews } from './published-views/booking.ts';
import type { CatalogueAndReviewsViews } from './published-views/catalogue-reviews.ts';
import type { IdentityViews } from './published-views/identity.ts';

export type { BankAccountColumns } from './published-views/identity.ts';
export type { ReadOnlyView, ViewColumn } from './published-views/read-only.ts';

/**
 * The rows of the views one service publishes to others (services-manifest.ts says who reads which), typed once
 * here, as the publisher's latest migration creates them; a reader's `Database` type extends `Pick<PublishedViews,
 * 'identity.profile_directory' | …>` of the views it reads.
 */
export interface PublishedViews extends IdentityViews, BookingViews, CatalogueAndReviewsViews {}

/** A row as a reader selects it from a published view. */
export type PublishedRow<View extends keyof PublishedViews> = Selectable<PublishedViews[View]>;
