import { runService } from '@emind/server-kit';
import payments from './app.ts';
import { paymentsConfigFromEnv } from './config.ts';

await runService(payments, paymentsConfigFromEnv());
