import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Transbank's Webpay Plus REST API v1.2, written from its published reference and the SDK's requests
 * (transbank-sdk 6.1.1): create (POST /transactions → {token, url}), commit (PUT /transactions/{token}), status
 * (GET /transactions/{token}) and refunds (POST /transactions/{token}/refunds), each checking the Tbk-Api-Key-Id and
 * Tbk-Api-Key-Secret headers, and the payment form at the returned url, which the browser POSTs `token_ws` to: pay with
 * an approved or a rejected test card, or 'Anular'. It returns to the return_url as Transbank does, by an auto-submitted
 * POST form (or a GET redirect): `token_ws` after paying; `TBK_TOKEN`, `TBK_ORDEN_COMPRA` and `TBK_ID_SESION` after
 * 'Anular'; the last two alone after a timeout. Test support only: production code reaches it only through
 * EMIND_WEBPAY_ENVIRONMENT=<its URL>.
 */

const API = '/rswebpaytransaction/api/webpay/v1.2/transactions';
const FORM = '/webpayserver/initTransaction';
const ACT = '/webpayserver/act';

export type StandInOperation = 'create' | 'commit' | 'status' | 'refund';
/** A fault for one operation: answer this HTTP status, and/or only after this delay. `times` faults, then normal (default: all). */
export interface StandInFault { status?: number; delayMs?: number; times?: number }

interface StandInTransaction {
  token: string;
  buyOrder: string;
  sessionId: string;
  amount: number;
  returnUrl: string;
  status: 'INITIALIZED' | 'AUTHORIZED' | 'FAILED' | 'REVERSED' | 'NULLIFIED' | 'PARTIALLY_NULLIFIED';
  responseCode: number | null;
  committed: boolean;
  refunded: number;
  createdAt: Date;
}

export interface WebpayStandIn {
  url: string;
  commerceCode: string;
  apiKey: string;
  faults: Partial<Record<StandInOperation, StandInFault>>;
  /** How many calls of each operation reached it (faulted ones too). */
  calls: Record<StandInOperation, number>;
  /** How the form returns to the merchant: Transbank posts a form; GET is its other documented way. */
  returnMethod: 'POST' | 'GET';
  transactions: Map<string, StandInTransaction>;
  /** What the patient does on the form, without a browser: the fields the return then carries. */
  pay(token: string, card: 'approved' | 'rejected'): Record<string, string>;
  abort(token: string): Record<string, string>;
  timeout(token: string): Record<string, string>;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
const html = (response: ServerResponse, body: string): void => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Webpay (stand-in)</title></head><body>${body}</body></html>`);
};
const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answerOf(tx: StandInTransaction) {
  const paid = tx.status !== 'INITIALIZED';
  return {
    vci: paid ? 'TSY' : undefined,
    amount: tx.amount,
    status: tx.status,
    buy_order: tx.buyOrder,
    session_id: tx.sessionId,
    card_detail: paid ? { card_number: '6623' } : undefined,
    accounting_date: paid ? '1129' : undefined,
    transaction_date: tx.createdAt.toISOString(),
    authorization_code: tx.status === 'AUTHORIZED' ? '1213' : undefined,
    payment_type_code: paid ? 'VN' : undefined,
    response_code: tx.responseCode ?? undefined,
    installments_number: 0,
  };
}

export async function startWebpayStandIn(options: { port?: number; commerceCode?: string; apiKey?: string } = {}): Promise<WebpayStandIn> {
  const commerceCode = options.commerceCode ?? '597055555532';
  const apiKey = options.apiKey ?? '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C';
  const transactions = new Map<string, StandInTransaction>();
  const calls: Record<StandInOperation, number> = { create: 0, commit: 0, status: 0, refund: 0 };
  let baseUrl = '';

  const returnFields = (tx: StandInTransaction, kind: 'paid' | 'aborted' | 'timeout'): Record<string, string> => {
    if (kind === 'paid') return { token_ws: tx.token };
    if (kind === 'aborted') return { TBK_TOKEN: tx.token, TBK_ORDEN_COMPRA: tx.buyOrder, TBK_ID_SESION: tx.sessionId };
    return { TBK_ORDEN_COMPRA: tx.buyOrder, TBK_ID_SESION: tx.sessionId };
  };
  const find = (token: string): StandInTransaction => {
    const tx = transactions.get(token);
    if (!tx) throw new Error(`stand-in: no transaction ${token}`);
    return tx;
  };
  const settleOnForm = (tx: StandInTransaction, card: 'approved' | 'rejected'): void => {
    if (tx.status !== 'INITIALIZED') return;
    tx.status = card === 'approved' ? 'AUTHORIZED' : 'FAILED';
    tx.responseCode = card === 'approved' ? 0 : -1;
  };

  const standIn: WebpayStandIn = {
    url: '',
    commerceCode,
    apiKey,
    faults: {},
    calls,
    returnMethod: 'POST',
    transactions,
    pay: (token, card) => {
      const tx = find(token);
      settleOnForm(tx, card);
      return returnFields(tx, 'paid');
    },
    abort: (token) => returnFields(find(token), 'aborted'),
    timeout: (token) => returnFields(find(token), 'timeout'),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** Applies the operation's fault, if any: true when it answered for it. */
  async function faulted(operation: StandInOperation, response: ServerResponse): Promise<boolean> {
    calls[operation] += 1;
    const fault = standIn.faults[operation];
    if (!fault) return false;
    if (fault.times !== undefined && (fault.times -= 1) <= 0) standIn.faults = { ...standIn.faults, [operation]: undefined };
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.status) {
      json(response, fault.status, { error_message: 'Stand-in fault' });
      return true;
    }
    return false;
  }

  function returnToMerchant(response: ServerResponse, tx: StandInTransaction, fields: Record<string, string>): void {
    if (standIn.returnMethod === 'GET') {
      response.writeHead(302, { location: `${tx.returnUrl}?${new URLSearchParams(fields)}` }).end();
      return;
    }
    const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`).join('');
    html(response, `<form id="back" method="post" action="${escape(tx.returnUrl)}">${inputs}<button type="submit">Volver al comercio</button></form>` +
      '<script>document.getElementById("back").submit()</script>');
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    if (request.headers['tbk-api-key-id'] !== commerceCode || request.headers['tbk-api-key-secret'] !== apiKey) {
      json(response, 401, { error_message: 'Not Authorized' });
      return;
    }
    const [token, sub] = path.slice(API.length + 1).split('/');
    if (request.method === 'POST' && !token) {
      if (await faulted('create', response)) return;
      const body = JSON.parse((await bodyOf(request)) || '{}') as { buy_order?: string; session_id?: string; amount?: number; return_url?: string };
      if (!body.buy_order || body.buy_order.length > 26 || !body.session_id || !Number.isInteger(body.amount) || !body.return_url) {
        json(response, 422, { error_message: 'Invalid value for parameter' });
        return;
      }
      if ([...transactions.values()].some((tx) => tx.buyOrder === body.buy_order)) {
        json(response, 422, { error_message: 'Buy order already used' });
        return;
      }
      const created: StandInTransaction = {
        token: randomBytes(32).toString('hex'), buyOrder: body.buy_order, sessionId: body.session_id, amount: body.amount ?? 0,
        returnUrl: body.return_url, status: 'INITIALIZED', responseCode: null, committed: false, refunded: 0, createdAt: new Date(),
      };
      transactions.set(created.token, created);
      json(response, 200, { token: created.token, url: `${baseUrl}${FORM}` });
      return;
    }
    const tx = token ? transactions.get(token) : undefined;
    const operation: StandInOperation = sub === 'refunds' ? 'refund' : request.method === 'PUT' ? 'commit' : 'status';
    if (await faulted(operation, response)) return;
    if (!tx) {
      json(response, 422, { error_message: 'Invalid value for parameter: token' });
      return;
    }
    if (operation === 'status') {
      json(response, 200, answerOf(tx));
      return;
    }
    if (operation === 'commit') {
      if (tx.status === 'INITIALIZED' || tx.committed) {
        json(response, 422, { error_message: `Invalid status '${tx.committed ? 2 : 0}' for transaction while authorizing` });
        return;
      }
      tx.committed = true;
      json(response, 200, answerOf(tx));
      return;
    }
    const { amount } = JSON.parse((await bodyOf(request)) || '{}') as { amount?: number };
    if (tx.status !== 'AUTHORIZED' && tx.status !== 'PARTIALLY_NULLIFIED') {
      json(response, 422, { error_message: 'Transaction cannot be refunded' });
      return;
    }
    if (!amount || amount <= 0 || tx.refunded + amount > tx.amount) {
      json(response, 422, { error_message: 'Amount exceeds the refundable balance' });
      return;
    }
    tx.refunded += amount;
    if (tx.refunded === amount && amount === tx.amount) {
      tx.status = 'REVERSED';
      json(response, 200, { type: 'REVERSED' });
      return;
    }
    tx.status = tx.refunded === tx.amount ? 'NULLIFIED' : 'PARTIALLY_NULLIFIED';
    json(response, 200, { type: 'NULLIFIED', authorization_code: '123456', authorization_date: new Date().toISOString(), nullified_amount: amount, balance: tx.amount - tx.refunded, response_code: 0 });
  }

  async function form(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const fields = request.method === 'POST' ? new URLSearchParams(await bodyOf(request)) : url.searchParams;
    const tx = transactions.get(fields.get('token_ws') ?? '');
    if (!tx) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Token inválido');
      return;
    }
    if (path === FORM) {
      const button = (action: string, label: string) =>
        `<form method="post" action="${ACT}"><input type="hidden" name="token_ws" value="${tx.token}"><input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
      html(response, `<main><h1>Webpay (stand-in)</h1><p>Orden ${escape(tx.buyOrder)}: $${tx.amount}</p>` +
        button('approve', 'Pagar con tarjeta de prueba aprobada') + button('reject', 'Pagar con tarjeta de prueba rechazada') +
        button('abort', 'Anular') + button('timeout', 'Simular tiempo agotado') + '</main>');
      return;
    }
    const action = fields.get('action');
    if (action === 'approve' || action === 'reject') {
      settleOnForm(tx, action === 'approve' ? 'approved' : 'rejected');
      returnToMerchant(response, tx, returnFields(tx, 'paid'));
    } else {
      returnToMerchant(response, tx, returnFields(tx, action === 'abort' ? 'aborted' : 'timeout'));
    }
  }

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname.replace(/\/+$/, '');
    if (path === '/health') {
      json(response, 200, { status: 'ok' });
      return;
    }
    const handled = path.startsWith(API) ? api(request, response, path) : path === FORM || path === ACT ? form(request, response, path) : null;
    if (!handled) {
      response.writeHead(404).end();
      return;
    }
    handled.catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error_message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.url = baseUrl;
  return standIn;
}
