import { runService } from '@emind/server-kit';
import catalogue from './app.ts';
import { catalogueConfigFromEnv } from './config.ts';

await runService(catalogue, catalogueConfigFromEnv());
