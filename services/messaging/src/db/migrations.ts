import type { ServiceMigrations } from '@emind/server-kit';
import * as messaging from './migrations/20261230T100000-messaging.ts';
import * as attachmentsAndRetries from './migrations/20261231T090000-attachments-and-retries.ts';
import * as documents from './migrations/20261231T200000-documents.ts';

export const messagingMigrations: ServiceMigrations = {
  schema: 'messaging',
  migrations: {
    '20261230T100000-messaging': messaging,
    '20261231T090000-attachments-and-retries': attachmentsAndRetries,
    '20261231T200000-documents': documents,
  },
};
