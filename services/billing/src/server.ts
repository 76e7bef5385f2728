import { runService } from '@emind/server-kit';
import billing from './app.ts';
import { billingConfigFromEnv } from './config.ts';

await runService(billing, billingConfigFromEnv());
