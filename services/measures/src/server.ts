import { runService } from '@emind/server-kit';
import measures from './app.ts';
import { measuresConfigFromEnv } from './config.ts';

await runService(measures, measuresConfigFromEnv());
