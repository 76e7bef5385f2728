import type { Job } from '@emind/server-kit';
import type { IdentityContext } from '../../context.ts';
import { assemblePrivacyRequests, expirePrivacyExports } from './assembler.ts';

/** Identity's closing of data requests: the ZIP (or the erasure's end) once every part is written, and expiry. */
export function privacyRequestJobs(ctx: IdentityContext): Job[] {
  return [
    { name: 'identity-privacy-requests', run: () => assemblePrivacyRequests(ctx, ctx.now()) },
    { name: 'identity-export-expiry', run: () => expirePrivacyExports(ctx, ctx.now()) },
  ];
}
