import { runService } from '@emind/server-kit';
import messaging from './app.ts';
import { messagingConfigFromEnv } from './config.ts';

await runService(messaging, messagingConfigFromEnv());
