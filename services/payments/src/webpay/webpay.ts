import { z } from 'zod';
import type { WebpayConfig } from '../config.ts';
import { transbankSdk } from './transbank-sdk.ts';

const { Options, WebpayPlus } = transbankSdk;

/** Transbank did not give an answer we can use: unreachable or too slow ('timeout'), or it answered with an error. */
export class WebpayError extends Error {
  constructor(
    readonly kind: 'timeout' | 'unavailable' | 'refused',
    message: string,
  ) {
    super(message);
    this.name = 'WebpayError';
  }
}

const createAnswer = z.object({ token: z.string().min(1).max(64), url: z.url() });

/** The commit and status answers (Webpay Plus REST v1.2), the fields we keep. */
const transactionAnswer = z.object({
  status: z.string(),
  response_code: z.number().nullish(),
  amount: z.number().nullish(),
  buy_order: z.string().nullish(),
  authorization_code: z.string().nullish(),
  payment_type_code: z.string().nullish(),
  card_detail: z.object({ card_number: z.string().nullish() }).nullish(),
});
export type WebpayTransactionAnswer = z.infer<typeof transactionAnswer>;

const refundAnswer = z.object({ type: z.enum(['REVERSED', 'NULLIFIED']), response_code: z.number().nullish() });
export type WebpayRefundAnswer = z.infer<typeof refundAnswer>;

/** Webpay Plus as payments uses it: an adapter over Transbank's SDK, reached at `config.baseUrl`. */
export interface Webpay {
  create(buyOrder: string, sessionId: string, amount: number, returnUrl: string): Promise<z.infer<typeof createAnswer>>;
  commit(token: string): Promise<WebpayTransactionAnswer>;
  status(token: string): Promise<WebpayTransactionAnswer>;
  refund(token: string, amount: number): Promise<WebpayRefundAnswer>;
}

/** What the SDK's error says happened: its message carries axios's ('timeout of 20000ms exceeded', 'status code 503'). */
function asWebpayError(error: unknown): WebpayError {
  const message = error instanceof Error ? error.message : String(error);
  if (/timeout|ECONNABORTED|ETIMEDOUT/i.test(message)) return new WebpayError('timeout', message);
  const status = Number(/status code (\d{3})/.exec(message)?.[1] ?? 0);
  return new WebpayError(status >= 400 && status < 500 ? 'refused' : 'unavailable', message);
}

async function call<T>(schema: z.ZodType<T>, request: () => Promise<unknown>): Promise<T> {
  let answer: unknown;
  try {
    answer = await request();
  } catch (error) {
    throw asWebpayError(error);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new WebpayError('unavailable', `unexpected answer from Transbank: ${parsed.error.message}`);
  return parsed.data;
}

export function createWebpay(config: WebpayConfig): Webpay {
  const transaction = new WebpayPlus.Transaction(new Options(config.commerceCode, config.apiKey, config.baseUrl, config.timeoutMs));
  return {
    create: (buyOrder, sessionId, amount, returnUrl) => call(createAnswer, () => transaction.create(buyOrder, sessionId, amount, returnUrl)),
    commit: (token) => call(transactionAnswer, () => transaction.commit(token)),
    status: (token) => call(transactionAnswer, () => transaction.status(token)),
    refund: (token, amount) => call(refundAnswer, () => transaction.refund(token, amount)),
  };
}
