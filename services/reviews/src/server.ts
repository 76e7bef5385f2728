import { runService } from '@emind/server-kit';
import reviews from './app.ts';
import { reviewsConfigFromEnv } from './config.ts';

await runService(reviews, reviewsConfigFromEnv());
