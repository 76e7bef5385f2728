import type { ServiceMigrations } from '@emind/server-kit';
import * as reviews from './20251210T010000-reviews.ts';

export const reviewsMigrations: ServiceMigrations = {
  schema: 'reviews',
  migrations: {
    '20251210T010000-reviews': reviews,
  },
};
