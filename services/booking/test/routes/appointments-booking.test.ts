import { genericRefusalCode } from '@emind/domain';
import { appPerFile } from '@emind/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { bearer, book, bookablePsychologist, buildAppWithPsychologist, registerUser, type Session, setListing } from '../helpers.ts';

const PLATFORM_BANK = {
  bank_name: 'BANCO_DE_CHILE',
  bank_account_type: 'CORRIENTE',
  bank_account_number: '001234567801',
  bank_account_owner: 'E-Mind SpA',
  bank_account_owner_rut: '77.123.456-9',
  bank_account_owner_email: 'pagos@e-mind.cl',
};

const suite = appPerFile(() => buildAppWithPsychologist({ platformBank: PLATFORM_BANK, price: 25000 }));

const get = (url: string, session?: Session) => suite.t.app.inject({ method: 'GET', url, ...(session ? { headers: bearer(session.access) } : {}) });

describe('booking (POST /api/appointments/)', () => {
  it('books a free slot: pending payment, first session paid to the platform account, with the reference and deadline', async () => {
    const client = await registerUser(suite.t.app, 'client');
    const response = await book(suite.t, client, suite.psychologist.profileId, { client_notes: 'Primera vez en terapia' });
    expect(response.statusCode).toBe(201);
    const appointment = response.json();
    expect(appointment).toMatchObject({
      date: '2026-06-01',
      start_time: '09:00',
      end_time: '10:00',
      starts_at: '2026-06-01T13:00:00.000Z',
      status: 'PENDING_PAYMENT',
      status_display: 'Pendiente de pago',
      psychologist: suite.psychologist.profileId,
      client: client.profileId,
      client_notes: 'Primera vez en terapia',
      payment_amount: 25000,
      is_first_appointment: true,
      meeting_link: null,
      payment_proof_url: null,
      payment_info: {
        amount: 25000,
        destination: 'platform',
        account: { ...PLATFORM_BANK, bank_name_display: 'Banco de Chile', bank_account_type_display: expect.any(String) },
        reference: `EM-${String(appointment.id).padStart(6, '0')}`,
        // 24 h after booking would be past the start (09:00): the hold ends when the session starts.
        hold_expires_at: '2026-06-01T13:00:00.000Z',
      },
    });
    expect(appointment.psychologist_notes).toBeUndefined();
    expect(appointment.history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'PENDING_PAYMENT', changed_by_role: 'client', changed_by_name: expect.any(String) }),
    ]);
  });

  it('pays a second session with the same psychologist to the psychologist, and holds 24 h when the session is later', async () => {
    const client = await registerUser(suite.t.app, 'client');
    expect((await book(suite.t, client, suite.psychologist.profileId, { start_time: '10:00', end_time: '11:00' })).json().is_first_appointment).toBe(true);
    const second = await book(suite.t, client, suite.psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' });
    expect(second.statusCode).toBe(201);
    expect(second.json().is_first_appointment).toBe(false);
    expect(second.json().payment_info).toMatchObject({
      destination: 'psychologist',
      account: { bank_account_number: '12345678', bank_account_owner: 'Ana Prueba', bank_name_display: 'Banco Estado' },
      hold_expires_at: '2026-06-02T12:00:00.000Z',
    });
  });

  it('answers a booking with the appointment exactly as it reads back (first and later session)', async () => {
    const client = await registerUser(suite.t.app, 'client');
    const first = await book(suite.t, client, suite.psychologist.profileId, { date: '2026-06-08', start_time: '11:00', end_time: '12:00', client_notes: 'Hola' });
    const second = await book(suite.t, client, suite.psychologist.profileId, { date: '2026-06-09', start_time: '16:00', end_time: '17:00' });
    const listed = (await get('/api/appointments/client-appointments/', client)).json() as { id: number }[];
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(201);
      const id = (response.json() as { id: number }).id;
      expect(response.body).toBe(JSON.stringify(listed.find((appointment) => appointment.id === id)));
    }
  });

  it('refuses a slot already held (409 with the spec message) and a client in two sessions at once', async () => {
    const [first, second] = [await registerUser(suite.t.app, 'client'), await registerUser(suite.t.app, 'client')];
    expect((await book(suite.t, first, suite.psychologist.profileId, { start_time: '11:00', end_time: '12:00' })).statusCode).toBe(201);
    const taken = await book(suite.t, second, suite.psychologist.profileId, { start_time: '11:00', end_time: '12:00' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'slot_taken', detail: 'Este horario ya ha sido reservado. Por favor, seleccione otro horario disponible.' });

    const other = await bookablePsychologist(suite.t);
    const busy = await book(suite.t, first, other.profileId, { start_time: '11:00', end_time: '12:00' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ code: 'conflict', detail: 'Ya tienes otra cita agendada en ese horario.' });
  });

  it('accepts only slots the schedule offers now, by a client, for a bookable psychologist, paid by transfer', async () => {
    const client = await registerUser(suite.t.app, 'client');
    const other = await bookablePsychologist(suite.t);
    const refused = async (slot: Parameters<typeof book>[3], status: number, detail?: string, id = other.profileId, who = client) => {
      const response = await book(suite.t, who, id, slot);
      expect(response.statusCode, JSON.stringify(slot)).toBe(status);
      if (detail) expect(response.json()).toEqual({ code: genericRefusalCode(status), detail });
    };
    const unavailable = 'El horario seleccionado no está disponible. Por favor, seleccione otro horario.';
    await refused({ start_time: '09:30', end_time: '10:30' }, 400, unavailable);
    await refused({ start_time: '12:00', end_time: '13:00' }, 400, unavailable);
    await refused({ date: '2026-05-25' }, 400, unavailable);
    await refused({ date: '2026-07-13' }, 400, unavailable);
    await refused({ date: '2026-06-03' }, 400, unavailable);
    await refused({ date: '2026-02-30' }, 400);
    await refused({ start_time: '9:00' }, 400);
    expect((await suite.t.app.inject({ method: 'POST', url: '/api/appointments/', headers: bearer(client.access), payload: { psychologist: other.profileId, date: '2026-06-01', start_time: '09:00', end_time: '10:00', payment_method: 'paypal' } })).json()).toEqual({ code: 'invalid_request', detail: 'Método de pago no disponible' });

    await refused({}, 403, 'Solo los pacientes pueden agendar citas.', other.profileId, other);
    await refused({}, 403, 'Solo los pacientes pueden agendar citas.', other.profileId, suite.admin);
    expect((await suite.t.app.inject({ method: 'POST', url: '/api/appointments/', payload: {} })).statusCode).toBe(401);

    const unverified = await bookablePsychologist(suite.t);
    await setListing(suite.t, unverified.profileId, 'PENDING', 20000);
    await refused({}, 404, 'Especialista no disponible', unverified.profileId);
    const withoutBank = await bookablePsychologist(suite.t, 20000, { withBank: false });
    await refused({}, 404, 'Especialista no disponible', withoutBank.profileId);
    await refused({}, 404, 'Especialista no disponible', client.profileId);
  });

  it('removes taken slots from the available days and shows held intervals without client data', async () => {
    const other = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    await book(suite.t, client, other.profileId, { start_time: '10:00', end_time: '11:00' });
    const days = (await get(`/api/schedules/psychologist/${other.profileId}/available-days/`, client)).json();
    expect(days[0]).toMatchObject({ date: '2026-06-01', slots: [{ start_time: '09:00', end_time: '10:00' }, { start_time: '11:00', end_time: '12:00' }] });
    const taken = await get(`/api/appointments/psychologist/${other.profileId}/`, await registerUser(suite.t.app, 'client'));
    expect(taken.json()).toEqual([{ date: '2026-06-01', start_time: '10:00', end_time: '11:00' }]);
    expect((await get(`/api/appointments/psychologist/${other.profileId}/`)).statusCode).toBe(401);
  });
});

describe('reading appointments', () => {
  it('gives each client only their own appointments', async () => {
    const [mine, theirs] = [await registerUser(suite.t.app, 'client'), await registerUser(suite.t.app, 'client')];
    const other = await bookablePsychologist(suite.t);
    const booked = (await book(suite.t, mine, other.profileId)).json();
    await book(suite.t, theirs, other.profileId, { start_time: '10:00', end_time: '11:00' });

    const list = (await get('/api/appointments/client-appointments/', mine)).json();
    expect(list.map((a: { id: number }) => a.id)).toEqual([booked.id]);
    expect((await get(`/api/appointments/${booked.id}/is-first-appointment/`, mine)).json()).toEqual({ is_first_appointment: true });
    expect((await get(`/api/appointments/${booked.id}/is-first-appointment/`, theirs)).statusCode).toBe(404);
    expect((await get('/api/appointments/client-appointments/', other)).statusCode).toBe(403);
  });

  it("gives a psychologist only their own, with filters; the admin everyone's awaiting payment", async () => {
    const other = await bookablePsychologist(suite.t);
    const stranger = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const monday = (await book(suite.t, client, other.profileId)).json();
    const tuesday = (await book(suite.t, client, other.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' })).json();
    await book(suite.t, await registerUser(suite.t.app, 'client'), stranger.profileId);

    const ids = (response: { json(): { id: number }[] }) => response.json().map((a) => a.id);
    expect(ids(await get('/api/appointments/my-appointments/', other))).toEqual([monday.id, tuesday.id]);
    expect(ids(await get('/api/appointments/my-appointments/?start_date=2026-06-02', other))).toEqual([tuesday.id]);
    expect(ids(await get('/api/appointments/my-appointments/?end_date=2026-06-01&status=PENDING_PAYMENT,CONFIRMED', other))).toEqual([monday.id]);
    expect(ids(await get('/api/appointments/my-appointments/?status=CONFIRMED', other))).toEqual([]);
    expect((await get('/api/appointments/my-appointments/?status=BOGUS', other)).json()).toEqual({ code: 'invalid_request', status: ['Estado no válido: BOGUS'] });
    expect((await get('/api/appointments/my-appointments/?start_date=2026-02-30', other)).statusCode).toBe(400);
    expect((await get('/api/appointments/my-appointments/', client)).statusCode).toBe(403);
    expect((await get('/api/appointments/my-appointments/', other)).json()[0].psychologist_notes).toBe('');

    const forAdmin = await get(`/api/appointments/admin-payment-verification/?psychologist_id=${other.profileId}`, suite.admin);
    expect(ids(forAdmin)).toEqual([monday.id, tuesday.id]);
    expect(forAdmin.json()[0].psychologist_notes).toBeUndefined();
    expect((await get('/api/appointments/admin-payment-verification/', suite.admin)).json().length).toBeGreaterThan(2);
    expect((await get('/api/appointments/admin-payment-verification/', other)).statusCode).toBe(403);
  });

  it("answers the client's home figures", async () => {
    const client = await registerUser(suite.t.app, 'client');
    const stats = async () => (await get('/api/appointments/dashboard-stats/', client)).json();
    expect(await stats()).toEqual({ totalAppointments: 0, upcomingAppointments: 0, completedAppointments: 0, lastSessionDate: null });
    await book(suite.t, client, (await bookablePsychologist(suite.t)).profileId);
    expect(await stats()).toEqual({ totalAppointments: 1, upcomingAppointments: 1, completedAppointments: 0, lastSessionDate: null });
    expect((await get(`/api/appointments/has-confirmed-appointments/${suite.psychologist.profileId}/`, client)).json()).toEqual({ has_confirmed_appointments: false });
    expect((await get('/api/appointments/dashboard-stats/', suite.psychologist)).statusCode).toBe(403);
  });
});
