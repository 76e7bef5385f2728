import type { ServiceMigrations } from '@emind/server-kit';
import * as reviews from './migrations/20251210T010000-reviews.ts';
import * as privacy from './migrations/20261125T000000-privacy.ts';
import * as directoryNotify from './migrations/20261127T100000-directory-notify.ts';
import * as accessLogWindows from './migrations/20261130T120000-access-log-windows.ts';
import * as reviewSignature from './migrations/20261231T300000-review-signature.ts';

export const reviewsMigrations: ServiceMigrations = {
  schema: 'reviews',
  migrations: {
    '20251210T010000-reviews': reviews,
    '20261125T000000-privacy': privacy,
    '20261127T100000-directory-notify': directoryNotify,
    '20261130T120000-access-log-windows': accessLogWindows,
    '20261231T300000-review-signature': reviewSignature,
  },
};
