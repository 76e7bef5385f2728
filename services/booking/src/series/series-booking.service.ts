import type { CreateSeriesInput, SeriesBooked } from '@emind/contracts';
import { bookingMessages, planSeries, refusals, seriesDates, seriesHoldDeadline, seriesMessages, seriesStartsInWindow } from '@emind/domain';
import { badRequestDetail, enqueueMails, HttpError, notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { byUser, toAppointment, toStatusChange } from '../appointments/appointment-view.ts';
import { takeBookingTurn, type NewStatusChange } from '../appointments/appointments.repository.ts';
import { toBooked, writeBookings, type BookingRequest } from '../appointments/book-in-batches.ts';
import { asBookingRefusal } from '../appointments/booking-refusals.ts';
import { holdMinutesFor } from '../appointments/payment-holds.ts';
import { toScheduleConfig } from '../schedules/schedules.service.ts';
import { closedDatesFor } from '../time-off/closed-days.ts';
import { seriesBookedMails } from './series-mails.ts';
import { readSeriesFacts } from './series-facts.ts';
import { seriesSpan, seriesStatuses } from './series-status.ts';
import { heldRanges, insertSeries } from './series.repository.ts';

type SeriesInput = Required<Omit<CreateSeriesInput, 'weeks'>> & { weeks: number };

/**
 * A weekly series in one transaction under booking's turn: every date the client did not skip is checked
 * against what is held once the turn is taken (so the 409 names the dates), then made by the booking function as any
 * booking is (book-in-batches.ts); a refusal there, or the exclusion constraints, roll the whole series back.
 */
export async function bookSeries(ctx: BookingContext, client: AuthUser, input: SeriesInput): Promise<SeriesBooked> {
  const facts = await readSeriesFacts(ctx, client, input);
  const now = ctx.now();
  const slot = { start_time: input.start_time, end_time: input.end_time };
  if (!seriesStartsInWindow(now, input.date)) throw badRequestDetail(bookingMessages.slotUnavailable);
  const dates = seriesDates(input.date, input.weeks);
  const skipped = new Set(input.skip_dates);
  if ([...skipped].some((date) => !dates.includes(date))) throw badRequestDetail(seriesMessages.unknownSkippedDate);
  if (dates.length - skipped.size < 2) throw badRequestDetail(seriesMessages.tooFewFree);
  const change: Omit<NewStatusChange, 'appointment_id'> = {
    from_status: null, to_status: 'PENDING_PAYMENT', changed_by_user_id: client.id, changed_by_role: 'client', note: 'Cita agendada (serie semanal)',
  };

  try {
    const { seriesId, sessions } = await ctx.db.transaction().execute(async (trx) => {
      await takeBookingTurn(trx, facts.psychologistUserId, client.id);
      // Time off is added under the psychologist's turn, so what is closed is read after taking it.
      const closed = await closedDatesFor(trx, input.psychologist, { from: input.date, to: dates.at(-1) ?? input.date });
      const wanted = planSeries(toScheduleConfig(facts.schedule), now, input.date, slot, input.weeks, closed).filter((entry) => !skipped.has(entry.date));
      const span = seriesSpan(wanted);
      const held = span ? await heldRanges(trx, input.psychologist, client.profileId, span.from, span.to) : [];
      const notFree = seriesStatuses(wanted, held, client.profileId).filter((status) => !status.free);
      if (notFree.length > 0) throw new HttpError(409, { code: 'series_dates_taken', detail: refusals.series_dates_taken, dates: notFree });
      const seriesId = await insertSeries(trx, { psychologist_id: input.psychologist, client_id: client.profileId, weeks: input.weeks, created_at: now });
      const requests: BookingRequest[] = wanted.flatMap((entry, index) => entry.startsAt && entry.endsAt ? [{
        psychologist_id: input.psychologist, client_id: client.profileId, client_user_id: client.id, date: entry.date,
        start_time: input.start_time, end_time: input.end_time, starts_at: entry.startsAt, ends_at: entry.endsAt,
        payment_method: input.payment_method, client_notes: input.client_notes, created_at: now, note: change.note, series_id: seriesId,
        hold_expires_at: seriesHoldDeadline(entry.startsAt, now, { holdMinutes: holdMinutesFor(ctx.config, input.payment_method), paymentDays: ctx.config.seriesPaymentDays, first: index === 0 }),
      }] : []);
      // Each session as any booking is made, by the booking function; a refusal (a race no turn held off) undoes the series.
      const sessions = (await writeBookings(trx, ctx.config, requests, 'book_each')).map((row) => {
        const booked = toBooked(row);
        if (!booked) throw notFound(bookingMessages.psychologistUnavailable);
        return booked.record;
      });
      await enqueueMails(trx, 'booking', seriesBookedMails({
        sessions, client: facts.people.get(client.profileId), psychologist: facts.people.get(input.psychologist),
        platformAccount: facts.platformAccount, psychologistAccount: facts.psychologistAccount, publicOrigin: ctx.config.publicOrigin,
      }));
      return { seriesId, sessions };
    });
    const changers = byUser(facts.people);
    return {
      series_id: seriesId,
      appointments: sessions.map((record) => toAppointment(ctx, client, record, {
        people: facts.people,
        history: [toStatusChange({ ...change, created_at: record.recorded_at }, changers)],
        account: record.is_first_appointment ? facts.platformAccount : facts.psychologistAccount,
        now: ctx.now(),
      })),
    };
  } catch (error) {
    throw asBookingRefusal(error);
  }
}
