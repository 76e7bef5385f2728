import { appPerFile } from '@emind/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { setBankInfo } from '@emind/identity/testing';
import { addScheduleBlock, bearer, buildAppWithPeople } from '../helpers.ts';

const suite = appPerFile(buildAppWithPeople);

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object) =>
  suite.t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

describe('pricing', () => {
  it('answers the seeded configuration to any signed-in user', async () => {
    for (const session of [suite.psy, suite.client, suite.admin]) {
      const response = await call('GET', '/api/pricing/configurations/current/', session.access);
      expect(response.json()).toEqual({ min_price: 5000, max_price: 15000, platform_fee_percentage: 10 });
    }
    expect((await call('GET', '/api/pricing/configurations/current/', null)).statusCode).toBe(401);
  });

  it('keeps a suggestion within bounds', async () => {
    const url = '/api/pricing/suggested-prices/my_suggestion/';
    expect((await call('GET', url, suite.psy.access)).statusCode).toBe(404);
    const low = await call('POST', url, suite.psy.access, { price: 4999 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({ code: 'invalid_request', price: ['El precio debe ser mayor o igual a $5.000.'] });
    const high = await call('POST', url, suite.psy.access, { price: 15001 });
    expect(high.json()).toEqual({ code: 'invalid_request', price: ['El precio debe ser menor o igual a $15.000.'] });
    expect((await call('POST', url, suite.psy.access, { price: 'mucho' })).statusCode).toBe(400);
    const ok = await call('POST', url, suite.psy.access, { price: 12000 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ price: 12000, created_at: expect.any(String) });
    await call('POST', url, suite.psy.access, { price: 11000 });
    expect((await call('GET', url, suite.psy.access)).json().price).toBe(11000);
    expect((await call('GET', url, suite.other.access)).statusCode).toBe(404);
    expect((await call('POST', url, suite.client.access, { price: 10000 })).statusCode).toBe(403);
  });

  it('lets the admin read the suggestion and set the approved price with the spec messages', async () => {
    expect((await call('GET', `/api/pricing/suggested-prices/psychologist/${suite.psy.profileId}/`, suite.admin.access)).json().price).toBe(11000);
    expect((await call('GET', `/api/pricing/suggested-prices/psychologist/${suite.psy.profileId}/`, suite.psy.access)).statusCode).toBe(403);
    const set = (payload: object, token = suite.admin.access, id = suite.psy.profileId) => call('POST', `/api/pricing/psychologist-prices/set_psychologist_price/${id}/`, token, payload);
    expect((await set({ price: 'abc' })).json()).toEqual({ code: 'invalid_request', price: ['Por favor, ingrese un precio válido'] });
    expect((await set({ price: 10.5 })).json()).toEqual({ code: 'invalid_request', price: ['Por favor, ingrese un precio válido'] });
    expect((await set({})).json()).toEqual({ code: 'invalid_request', price: ['Por favor, ingrese un precio válido'] });
    expect((await set({ price: -1 })).json()).toEqual({ code: 'invalid_request', price: ['El precio no puede ser negativo'] });
    for (const price of [1e20, 3_000_000_000, '1e20', 1_000_001]) {
      const response = await set({ price });
      expect(response.statusCode, String(price)).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_request', price: ['El precio no puede superar $1.000.000'] });
    }
    expect((await set({ price: 11000 }, suite.psy.access)).statusCode).toBe(403);
    expect((await set({ price: 11000 }, suite.admin.access, suite.client.profileId)).statusCode).toBe(404);
    const ok = await set({ price: 11000 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ price: 11000 });
  });

  it('shows the approved price to its psychologist, to the public only when listed, to admins always', async () => {
    expect((await call('GET', '/api/pricing/psychologist-prices/my_price/', suite.psy.access)).json()).toEqual({ price: 11000 });
    expect((await call('GET', '/api/pricing/psychologist-prices/my_price/', suite.other.access)).statusCode).toBe(404);
    const publicUrl = `/api/pricing/psychologist-prices/psychologist/${suite.psy.profileId}/`;
    expect((await call('GET', publicUrl, null)).statusCode).toBe(404);
    expect((await call('GET', publicUrl, suite.client.access)).statusCode).toBe(404);
    expect((await call('GET', publicUrl, suite.admin.access)).json()).toEqual({ price: 11000 });
    await call('PATCH', `/api/profiles/admin/psychologists/${suite.psy.profileId}/toggle-status/`, suite.admin.access, { verification_status: 'VERIFIED' });
    // VERIFIED and priced, but without bank data and a schedule nobody can book them: not listed, no public price.
    expect((await call('GET', publicUrl, null)).statusCode).toBe(404);
    await setBankInfo(suite.t.app, suite.psy, 'psychologist');
    await addScheduleBlock(suite.t, suite.psy.profileId, 'monday', '09:00', '12:00');
    expect((await call('GET', publicUrl, null)).json()).toEqual({ price: 11000 });
    expect((await call('GET', publicUrl, 'not-a-token')).statusCode).toBe(401);
  });

  it('answers 400, never 500, for ids no integer column can hold', async () => {
    for (const id of [String(2 ** 31), String(2 ** 53), '9007199254740993', '1e30']) {
      for (const url of [`/api/pricing/psychologist-prices/psychologist/${id}/`, `/api/profiles/public/psychologists/${id}/`, `/api/profiles/public/psychologists/${id}/experiences/`]) {
        expect((await call('GET', url, null)).statusCode, url).toBe(400);
      }
      expect((await call('GET', `/api/profiles/admin/patients/${id}/`, suite.admin.access)).statusCode).toBe(400);
    }
  });
});
