import { startWebpayStandIn } from './webpay-stand-in.ts';

/**
 * The Webpay stand-in as a process of its own, for end-to-end runs (shell/e2e/playwright.config.ts starts it and points
 * EMIND_WEBPAY_ENVIRONMENT at it): `tsx services/payments/test/support/webpay-stand-in-server.ts <port>`.
 */
const port = Number(process.argv[2] ?? process.env.WEBPAY_STAND_IN_PORT ?? 9010);
const standIn = await startWebpayStandIn({ port });
console.info(`Webpay stand-in at ${standIn.url}`);
const stop = (): void => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
