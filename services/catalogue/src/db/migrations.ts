import type { ServiceMigrations } from '@emind/server-kit';
import * as catalogue from './migrations/20250801T100000-catalogue.ts';
import * as filterTags from './migrations/20250801T110000-filter-tags.ts';
import * as directoryIndex from './migrations/20250801T120000-directory-index.ts';
import * as publishedVideo from './migrations/20251123T000000-published-video.ts';
import * as privacy from './migrations/20261125T000000-privacy.ts';
import * as directoryNotify from './migrations/20261127T100000-directory-notify.ts';
import * as accessLogWindows from './migrations/20261130T120000-access-log-windows.ts';
import * as billingCredentials from './migrations/20261215T090000-billing-credentials.ts';

export const catalogueMigrations: ServiceMigrations = {
  schema: 'catalogue',
  migrations: {
    '20250801T100000-catalogue': catalogue,
    '20250801T110000-filter-tags': filterTags,
    '20250801T120000-directory-index': directoryIndex,
    '20251123T000000-published-video': publishedVideo,
    '20261125T000000-privacy': privacy,
    '20261127T100000-directory-notify': directoryNotify,
    '20261130T120000-access-log-windows': accessLogWindows,
    '20261215T090000-billing-credentials': billingCredentials,
  },
};
