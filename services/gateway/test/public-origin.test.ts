import { billingConfigFromEnv } from '@emind/billing';
import { bookingConfigFromEnv } from '@emind/booking';
import { identityConfigFromEnv } from '@emind/identity';
import { measuresConfigFromEnv } from '@emind/measures';
import { messagingConfigFromEnv } from '@emind/messaging';
import { paymentsConfigFromEnv } from '@emind/payments';
import { describe, expect, it } from 'vitest';

/** Every service that writes links (mails, the .ics, certificates, Webpay's return) and how it reads its config. */
const linkWriters = {
  identity: identityConfigFromEnv, booking: bookingConfigFromEnv, measures: measuresConfigFromEnv,
  billing: billingConfigFromEnv, payments: paymentsConfigFromEnv, messaging: messagingConfigFromEnv,
};

describe("the origin of the links every service sends (embedded mode: the gateway's own environment)", () => {
  it.each(Object.entries(linkWriters))('%s follows PORT when EMIND_PUBLIC_ORIGIN is unset', (_service, configFromEnv) => {
    expect(configFromEnv({ PORT: '8710' }).publicOrigin).toBe('http://localhost:8710');
    expect(configFromEnv({}).publicOrigin).toBe('http://localhost:8000');
    expect(configFromEnv({ PORT: '8710', EMIND_PUBLIC_ORIGIN: 'https://www.e-mind.cl/' }).publicOrigin).toBe('https://www.e-mind.cl');
  });
});
