import { refusalCodes } from '@emind/domain';
import { z } from 'zod';

/** The codes and their sentences are listed in @emind/domain (refusals.ts), which the error handler also reads. */
export { genericRefusalCodes, refusalCodes, refusals, type RefusalCode } from '@emind/domain';

/** Every 4xx answer: a stable `code` to branch on and the Spanish sentence to show. */
export const refusalSchema = z.object({ code: z.enum(refusalCodes), detail: z.string() });
export type Refusal = z.infer<typeof refusalSchema>;
