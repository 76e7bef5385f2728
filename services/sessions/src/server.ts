import { runService } from '@emind/server-kit';
import sessions from './app.ts';
import { sessionsConfigFromEnv } from './config.ts';

await runService(sessions, sessionsConfigFromEnv());
