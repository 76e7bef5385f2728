import { runService } from '@emind/server-kit';
import booking from './app.ts';
import { bookingConfigFromEnv } from './config.ts';

await runService(booking, bookingConfigFromEnv());
