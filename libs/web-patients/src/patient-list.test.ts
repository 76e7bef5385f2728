import { describe, expect, it } from 'vitest';
import { patientFixture } from './testing.ts';
import { visiblePatients } from './patient-list.ts';

const patients = [
  patientFixture(1, 'Bruno', 'Soto', { total_appointments: 2, next_appointment_date: '2026-06-10' }),
  patientFixture(2, 'Ana', 'Muñoz', { total_appointments: 5, rut: '11.111.111-1' }),
  patientFixture(3, 'Carla', 'Díaz', { total_appointments: 1, next_appointment_date: '2026-05-02', last_appointment_date: '2026-04-01' }),
];

describe('visiblePatients', () => {
  it('sorts by next appointment ascending with the ones without a date last, and by name or count', () => {
    const order = (sort: Parameters<typeof visiblePatients>[1]['sort']) =>
      visiblePatients(patients, { search: '', filter: 'all', sort }).map((p) => p.user.first_name);
    expect(order('nextAppointment')).toEqual(['Carla', 'Bruno', 'Ana']);
    expect(order('name_asc')).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(order('name_desc')).toEqual(['Carla', 'Bruno', 'Ana']);
    expect(order('appointments_desc')).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(order('appointments_asc')).toEqual(['Carla', 'Bruno', 'Ana']);
  });

  it('searches case-insensitively over first name, last name, e-mail and RUT, and filters by next appointment', () => {
    const found = (search: string, filter: 'all' | 'with_next' | 'without_next' = 'all') =>
      visiblePatients(patients, { search, filter, sort: 'name_asc' }).map((p) => p.id);
    expect(found('MUÑOZ')).toEqual([2]);
    expect(found('bruno@')).toEqual([1]);
    expect(found('11.111')).toEqual([2]);
    expect(found('car')).toEqual([3]);
    expect(found('bruno so')).toEqual([1]);
    expect(found('', 'with_next')).toEqual([1, 3]);
    expect(found('', 'without_next')).toEqual([2]);
  });
});
