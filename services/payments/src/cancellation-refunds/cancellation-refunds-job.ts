import type { Job } from '@emind/server-kit';
import type { PaymentsContext } from '../context.ts';
import { refundCancellations } from './cancellation-refunds.service.ts';

export const cancellationRefundsJob = (ctx: PaymentsContext): Job => ({ name: 'payments-cancellation-refunds', run: () => refundCancellations(ctx) });
