import { describe, expect, it } from 'vitest';
import type { Appointment } from '@emind/contracts';
import { byTab } from './appointment-tabs';

const TODAY = '2026-06-10';
let nextId = 1;
/** Only what the tabs read; the rest of an appointment does not take part. */
function session(date: string, status: Appointment['status'], psychologist = 7, start_time = '09:00'): Appointment {
  return { id: nextId++, date, start_time, status, psychologist } as Appointment;
}

describe("'Mis Citas' tabs", () => {
  it("'Pasadas' holds only sessions gone by (or completed), newest first; a cancelled one still ahead is only in 'Todas'", () => {
    const old = session('2026-05-01', 'COMPLETED');
    const later = session('2026-06-03', 'COMPLETED', 7, '10:00');
    const sameDayEarlier = session('2026-06-03', 'CANCELLED', 7, '08:00');
    const missed = session('2026-06-09', 'CONFIRMED');
    const cancelledAhead = session('2026-06-20', 'CANCELLED');
    const ahead = session('2026-06-12', 'CONFIRMED');
    const doneToday = session(TODAY, 'COMPLETED');
    const all = [old, later, sameDayEarlier, missed, cancelledAhead, ahead, doneToday];
    const tabs = byTab(all, TODAY);
    expect(tabs.past.map((a) => a.id)).toEqual([doneToday, missed, later, sameDayEarlier, old].map((a) => a.id));
    expect(tabs.upcoming.map((a) => a.id)).toEqual([ahead.id]);
    expect(tabs.all).toHaveLength(all.length);
  });

  it("offers 'Agendar la próxima' on each psychologist's latest completed session, unless one is booked ahead", () => {
    const anaOld = session('2026-05-01', 'COMPLETED', 7);
    const anaLatest = session('2026-06-01', 'COMPLETED', 7);
    const brunoDone = session('2026-06-02', 'COMPLETED', 8);
    const brunoAhead = session('2026-06-15', 'PENDING_PAYMENT', 8);
    const carlaCancelled = session('2026-06-03', 'CANCELLED', 9);
    const tabs = byTab([anaOld, anaLatest, brunoDone, brunoAhead, carlaCancelled], TODAY);
    expect([...tabs.rebook]).toEqual([anaLatest.id]);
  });
});
