import type { SeriesPreview } from '@emind/contracts';
import { bookingMessages, planSeries, seriesDates, seriesStartsInWindow } from '@emind/domain';
import { badRequestDetail, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { toScheduleConfig } from '../schedules/schedules.service.ts';
import { closedDatesFor } from '../time-off/closed-days.ts';
import { readSeriesFacts } from './series-facts.ts';
import { seriesSpan, seriesStatuses } from './series-status.ts';
import { heldRanges } from './series.repository.ts';

interface PreviewInput {
  psychologist: number;
  date: string;
  start_time: string;
  end_time: string;
  weeks: number;
}

/** Which dates of a series are free now, for the booking modal (the booking itself checks again under its turn). */
export async function previewSeries(ctx: BookingContext, client: AuthUser, input: PreviewInput): Promise<SeriesPreview> {
  const facts = await readSeriesFacts(ctx, client, input);
  const now = ctx.now();
  if (!seriesStartsInWindow(now, input.date)) throw badRequestDetail(bookingMessages.slotUnavailable);
  const closed = await closedDatesFor(ctx.db, input.psychologist, { from: input.date, to: seriesDates(input.date, input.weeks).at(-1) ?? input.date });
  const plan = planSeries(toScheduleConfig(facts.schedule), now, input.date, { start_time: input.start_time, end_time: input.end_time }, input.weeks, closed);
  const span = seriesSpan(plan);
  const held = span ? await heldRanges(ctx.db, input.psychologist, client.profileId, span.from, span.to) : [];
  return { dates: seriesStatuses(plan, held, client.profileId) };
}
