import type { ReadOnlyView } from './read-only.ts';

/** The views catalogue and reviews publish about psychologists. */
export interface CatalogueAndReviewsViews {
  /** A psychologist is listed when VERIFIED with an approved price. */
  'catalogue.psychologist_listing': ReadOnlyView<{ profile_id: number; verification_status: string; approved_price: number | null }>;
  /** The Registro Nacional de Prestadores Individuales de Salud number. */
  'catalogue.psychologist_credentials': ReadOnlyView<{ profile_id: number; health_register_number: string; university: string }>;
  /** Average and count of APPROVED reviews; the average is numeric, one decimal. */
  'reviews.psychologist_ratings': ReadOnlyView<{ psychologist_id: number; average_rating: string; review_count: number }>;
}
