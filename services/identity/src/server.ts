import { runService } from '@emind/server-kit';
import identity from './app.ts';
import { identityConfigFromEnv } from './config.ts';

await runService(identity, identityConfigFromEnv());
