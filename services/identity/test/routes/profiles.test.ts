import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, buildTestApp, loginAs, multipart, PNG, registerUser, type TestApp } from '../helpers.ts';

let t: TestApp;
let client: string;
let psychologist: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  client = (await registerUser(t.app)).access;
  psychologist = (await registerUser(t.app, { user_type: 'psychologist' })).access;
  admin = (await loginAs(t.app, ADMIN.email, ADMIN.password)).access;
});
afterAll(() => t.close());

const url = (role: string, tail = '') => `/api/profiles/${role}-profiles/me/${tail}`;
const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', path: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('personal profile', () => {
  it('answers each role its own profile', async () => {
    for (const [role, token] of [['client', client], ['psychologist', psychologist], ['admin', admin]] as const) {
      const response = await call('GET', url(role), token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ rut: null, bank_name: null, bank_name_display: null, profile_image: null });
    }
    expect((await call('GET', url('psychologist'), psychologist)).json().professional_title).toBe('Psicólogo');
  });

  it('forbids another role with 403', async () => {
    const response = await call('GET', url('admin'), client);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'forbidden', detail: 'No tienes permisos para acceder a este recurso' });
    expect((await call('PATCH', url('client', 'update_bank_info'), psychologist, {})).statusCode).toBe(403);
  });

  it('updates names, RUT (formatted), gender, phone, region and comuna; e-mail is read-only', async () => {
    const patch = { first_name: 'Ignacia', rut: '12345678-5', gender: 'FEMALE', phone: '912345678', region: 'Valparaíso', city: 'Viña del Mar' };
    const withEmail = await call('PATCH', url('client'), client, { ...patch, email: 'otro@test.cl' });
    expect(withEmail.statusCode).toBe(400);
    expect(withEmail.json()).toEqual({ code: 'invalid_request', email: ['Este campo no está permitido'] });
    const response = await call('PATCH', url('client'), client, patch);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ first_name: 'Ignacia', rut: '12.345.678-5', gender: 'FEMALE', phone: '+56 9 1234 5678', region: 'Valparaíso', city: 'Viña del Mar' });
    expect(body.email).not.toBe('otro@test.cl');
    expect(body.user.first_name).toBe('Ignacia');
  });

  it("refuses a psychologist's professional fields sent to the personal profile, naming them, and keeps the profile", async () => {
    const response = await call('PATCH', url('psychologist'), psychologist, { first_name: 'Tomás', university: 'U. de Chile', specialties: ['ANXIETY'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', university: ['Este campo no está permitido'], specialties: ['Este campo no está permitido'] });
    expect((await call('GET', url('psychologist'), psychologist)).json().first_name).not.toBe('Tomás');
  });

  it('names a field holding a NUL character instead of letting the database refuse it', async () => {
    const response = await call('PATCH', url('client'), client, { first_name: 'Ana\u0000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', first_name: ['Contiene caracteres no permitidos'] });
  });

  it('rejects a bad RUT, phone, gender and a comuna of another region', async () => {
    const response = await call('PATCH', url('client'), client, { rut: '12.345.678-9', phone: '+56 9 12', gender: 'X' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'gender', 'phone', 'rut']);
    const comuna = await call('PATCH', url('client'), client, { region: 'Valparaíso', city: 'Ñuñoa' });
    expect(comuna.statusCode).toBe(400);
    expect(comuna.json()).toEqual({ code: 'invalid_request', city: ['La comuna no pertenece a la región seleccionada'] });
    const region = await call('PATCH', url('client'), client, { region: 'Narnia' });
    expect(region.json()).toEqual({ code: 'invalid_request', region: ['Región no válida'] });
  });
});

describe('bank data', () => {
  const valid = {
    bank_name: 'BANCO_ESTADO',
    bank_account_type: 'RUT',
    bank_account_number: '12345678',
    bank_account_owner: 'Matías Fuentes',
    bank_account_owner_rut: '12.345.678-5',
    bank_account_owner_email: 'Pagos@Test.cl',
  };

  it('stores the six fields and answers the display labels', async () => {
    const response = await call('PATCH', url('psychologist', 'update_bank_info'), psychologist, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...valid,
      bank_account_owner_email: 'pagos@test.cl',
      bank_name_display: 'Banco Estado',
      bank_account_type_display: 'Cuenta RUT',
    });
    expect((await call('GET', url('psychologist'), psychologist)).json().bank_name).toBe('BANCO_ESTADO');
  });

  it('checks bank, type, number, owner RUT and e-mail', async () => {
    const response = await call('PATCH', url('admin', 'update_bank_info'), admin, {
      bank_name: 'BANCO_X',
      bank_account_type: 'OTRA',
      bank_account_number: '12-34',
      bank_account_owner: '',
      bank_account_owner_rut: '1-1',
      bank_account_owner_email: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual([...Object.keys(valid), 'code'].sort());
    const short = await call('PATCH', url('admin', 'update_bank_info'), admin, { ...valid, bank_account_number: '123' });
    expect(Object.keys(short.json())).toEqual(['bank_account_number', 'code']);
  });
});

describe('profile photo', () => {
  const upload = (token: string, part: ReturnType<typeof multipart>, role = 'client') =>
    t.app.inject({ method: 'POST', url: url(role, 'upload_image'), headers: { ...bearer(token), ...part.headers }, payload: part.payload });

  it('stores a PNG under /media/profiles and deletes it', async () => {
    const response = await upload(client, multipart('profile_image', 'me.jpg', PNG, 'image/jpeg'));
    expect(response.statusCode).toBe(200);
    const { profile_image } = response.json();
    expect(profile_image).toMatch(/^\/media\/profiles\/[a-f0-9]{32}\.png$/);
    expect((await call('GET', url('client'), client)).json().profile_image).toBe(profile_image);
    const removed = await call('DELETE', url('client', 'delete_image'), client);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ profile_image: null });
  });

  it('refuses a file that is not an image by content, whatever its name', async () => {
    const response = await upload(client, multipart('profile_image', 'photo.png', Buffer.from('%PDF-1.4 not an image'), 'image/png'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'unsupported_media_type', detail: 'Formato de imagen no permitido. Usa JPG, PNG o WebP.' });
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload(client, multipart('profile_image', 'big.png', big, 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payload_too_large', detail: 'La imagen es demasiado grande. El tamaño máximo es 5MB.' });
  });

  it('answers a form with no boundary or cut short with 400, not a server error', async () => {
    const send = (contentType: string, payload: string) =>
      t.app.inject({ method: 'POST', url: url('client', 'upload_image'), headers: { ...bearer(client), 'content-type': contentType }, payload });
    for (const response of [
      await send('multipart/form-data', 'x'),
      await send('multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="profile_image"; filename="a.png"\r\n\r\nabc'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_request', detail: 'El formulario enviado está incompleto o mal formado' });
    }
  });

  it('needs the profile_image field, multipart, and the right role', async () => {
    expect((await upload(client, multipart('other', 'a.png', PNG))).statusCode).toBe(400);
    const json = await call('POST', url('client', 'upload_image'), client, { profile_image: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ code: 'unsupported_media_type', detail: 'Tipo de contenido no soportado' });
    expect((await upload(client, multipart('profile_image', 'a.png', PNG), 'psychologist')).statusCode).toBe(403);
  });
});
