import { describe, expect, it } from 'vitest';
import { paymentsConfigFromEnv } from '../src/config.ts';
import { buildTestApp } from './helpers.ts';

describe('payments config', () => {
  it("with nothing set, pays through Transbank's integration environment with the SDK's public commerce code and key", () => {
    const config = paymentsConfigFromEnv({});
    expect(config.webpay).toEqual({
      commerceCode: '597055555532', apiKey: '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C', baseUrl: 'https://webpay3gint.transbank.cl', timeoutMs: 20_000,
    });
    expect(config.paymentMethods).toEqual(['credit_card', 'transfer']);
    expect(config.holdMinutes).toBe(15);
  });

  it('takes production, or any base URL (the stand-in), and the commerce code and key given', () => {
    expect(paymentsConfigFromEnv({ EMIND_WEBPAY_ENVIRONMENT: 'production' }).webpay.baseUrl).toBe('https://webpay3g.transbank.cl');
    const config = paymentsConfigFromEnv({
      EMIND_WEBPAY_ENVIRONMENT: 'http://127.0.0.1:9010/', EMIND_WEBPAY_COMMERCE_CODE: '597012345678', EMIND_WEBPAY_API_KEY: 'secreto', EMIND_PAYMENT_METHODS: 'transfer',
    });
    expect(config.webpay).toMatchObject({ baseUrl: 'http://127.0.0.1:9010', commerceCode: '597012345678', apiKey: 'secreto' });
    expect(config.paymentMethods).toEqual(['transfer']);
  });
});

describe('GET /api/payments/methods/', () => {
  it('answers the methods EMIND_PAYMENT_METHODS offers, to anyone', async () => {
    const t = await buildTestApp({ paymentMethods: ['transfer'] });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/payments/methods/' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ methods: ['transfer'] });
    } finally {
      await t.close();
    }
  });
});
