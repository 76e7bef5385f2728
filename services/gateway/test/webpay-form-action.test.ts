import { describe, expect, it } from 'vitest';
import { gatewayConfigFromEnv } from '../src/config.ts';
import { securityHeaders } from '../src/plugins/security.ts';

describe("the CSP lets a page POST to Webpay's payment form, and nowhere else", () => {
  it("allows Transbank's origin for the environment in use, the integration one by default", () => {
    expect(gatewayConfigFromEnv({}).formTargets).toEqual(['https://webpay3gint.transbank.cl']);
    expect(gatewayConfigFromEnv({ EMIND_WEBPAY_ENVIRONMENT: 'production' }).formTargets).toEqual(['https://webpay3g.transbank.cl']);
    expect(gatewayConfigFromEnv({ EMIND_WEBPAY_ENVIRONMENT: 'http://127.0.0.1:9010/' }).formTargets).toEqual(['http://127.0.0.1:9010']);
  });

  it('writes them into form-action beside our own origin', () => {
    expect(String(securityHeaders([], ['https://webpay3g.transbank.cl'])['content-security-policy'])).toContain("form-action 'self' https://webpay3g.transbank.cl;");
    expect(String(securityHeaders([])['content-security-policy'])).toContain("form-action 'self';");
  });
});
