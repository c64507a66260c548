/**
 * A local stand-in for Stripe's API that the official `stripe` SDK talks to over HTTP (its `host`,
 * `port` and `protocol` settings; AppOptions.stripeApi), so tests run the SDK as production does:
 * form-encoded params, `Idempotency-Key` and `Stripe-Account` headers, error classes from the
 * HTTP status, retries after a 5xx. It answers the calls our adapters make, as Stripe documents
 * them (docs.stripe.com/api): customers, SetupIntents, PaymentIntents (create, read, cancel) and
 * refunds (create, read), each object kept on its account (`Stripe-Account`; none: the
 * platform's own). A repeated idempotency key answers the first answer (success or card error)
 * again; the same key with other params is refused (`idempotency_error`); a param outside the ones listed per route is
 * refused as Stripe refuses an unknown one (add a documented one when an adapter starts sending
 * it). A test scripts the next answer of a route with `answerNext`.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeApi } from '../../src/services/payments/stripe-sdk';

/** A form param as Stripe decodes it: every leaf a string (`amount=1500` is '1500'). */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormBody = Record<string, FormValue>;

export type StripeRoute =
  | 'POST /v1/customers'
  | 'POST /v1/setup_intents'
  | 'GET /v1/setup_intents/:id'
  | 'POST /v1/payment_intents'
  | 'GET /v1/payment_intents/:id'
  | 'POST /v1/payment_intents/:id/cancel'
  | 'POST /v1/refunds'
  | 'GET /v1/refunds/:id';

/** One request as the server received it. */
export interface StripeRequest {
  route: StripeRoute | null;
  method: string;
  path: string;
  body: FormBody;
  idempotencyKey: string | null;
  /** The `Stripe-Account` header: the connected account the call runs on; null: the platform. */
  account: string | null;
  /** How many requests carried this idempotency key so far, this one included (2: a retry). */
  attempt: number;
  /** Answered from the idempotency layer (`Idempotent-Replayed: true`). */
  replayed: boolean;
  status: number;
}

/** What the next request to a route answers (once, in order). */
export type StripeScript =
  /** 500 `api_error` before the idempotency layer saw the request, as a load balancer's fault: the SDK retries it with the same key. */
  | { fault: 'server_error' }
  /** 404 `resource_missing`, as for an id the account does not have. */
  | { fault: 'resource_missing' }
  /** POST /v1/payment_intents: the confirmation fails with this card error (402; the PaymentIntent stays `requires_payment_method`). */
  | { cardError: { code: string; declineCode?: string; message?: string } }
  /** POST /v1/payment_intents or /v1/refunds: the created object has this status (processing, requires_action; pending, failed). */
  | { status: string };

export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface StripeApiServer {
  /** What the SDK takes to talk to this server (AppOptions.stripeApi). */
  api: StripeApi;
  requests: StripeRequest[];
  requestsTo(route: StripeRoute): StripeRequest[];
  answerNext(route: StripeRoute, script: StripeScript): void;
  /** An object as Stripe holds it on an account (null: the platform's own). */
  object(account: string | null, id: string): StripeObject | undefined;
  /** Moves an object as Stripe later would (a refund settles, a payment succeeds after processing). */
  update(account: string | null, id: string, fields: Record<string, unknown>): StripeObject;
  /** What Stripe.js does in the browser when the payer enters a card: the SetupIntent succeeds with a new PaymentMethod. */
  confirmSetupIntent(account: string | null, id: string): { paymentMethodId: string };
  /** A succeeded PaymentIntent made outside the adapter (to refund or read it). */
  addPaymentIntent(account: string | null, fields: { amount: number; currency?: string; status?: string; metadata?: Record<string, string> }): StripeObject;
  close(): Promise<void>;
}

const ALLOWED_PARAMS: Record<StripeRoute, readonly string[]> = {
  'POST /v1/customers': ['email', 'name', 'description', 'metadata', 'expand'],
  'POST /v1/setup_intents': ['customer', 'usage', 'allowed_payment_method_types', 'payment_method', 'description', 'metadata', 'expand'],
  'GET /v1/setup_intents/:id': ['expand', 'client_secret'],
  'POST /v1/payment_intents': ['amount', 'currency', 'customer', 'payment_method', 'off_session', 'confirm', 'description', 'metadata', 'application_fee_amount', 'statement_descriptor_suffix', 'receipt_email', 'expand'],
  'GET /v1/payment_intents/:id': ['expand', 'client_secret'],
  'POST /v1/payment_intents/:id/cancel': ['cancellation_reason', 'expand'],
  'POST /v1/refunds': ['payment_intent', 'charge', 'amount', 'refund_application_fee', 'reverse_transfer', 'reason', 'metadata', 'expand'],
  'GET /v1/refunds/:id': ['expand'],
};

/** The object a path names, as Stripe's "No such …" messages spell it. */
const KIND: Record<string, string> = { customers: 'customer', setup_intents: 'setupintent', payment_intents: 'payment_intent', refunds: 'refund' };

const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];

const token = (length = 24) => randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);
const newId = (prefix: string) => `${prefix}_${token()}`;
const now = () => Math.floor(Date.now() / 1000);

/** `metadata[installmentId]=x&allowed_payment_method_types[0]=card` as Stripe reads it. */
export function decodeForm(text: string): FormBody {
  const body: FormBody = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [, head, rest = ''] = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(key) ?? [undefined, key];
    const path = [head as string, ...[...rest.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] as string)];
    let parent: Record<string, FormValue> | FormValue[] = body;
    path.forEach((segment, index) => {
      const container = parent as Record<string, FormValue>;
      if (index === path.length - 1) {
        container[segment] = value;
        return;
      }
      const next = path[index + 1] as string;
      container[segment] ??= /^\d+$/.test(next) ? [] : {};
      parent = container[segment] as Record<string, FormValue>;
    });
  }
  return body;
}

const stripeError = (status: number, error: Record<string, unknown>) => ({ status, body: { error: { ...error, request_log_url: `https://dashboard.stripe.com/test/logs/${newId('req')}` } } });
const missing = (kind: string, id: string, param?: string) =>
  stripeError(param ? 400 : 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, ...(param ? { param } : {}) });

const stringOf = (value: FormValue | undefined) => (typeof value === 'string' ? value : null);
const recordOf = (value: FormValue | undefined): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};

export async function startStripeApiServer(): Promise<StripeApiServer> {
  const requests: StripeRequest[] = [];
  const scripts = new Map<StripeRoute, StripeScript[]>();
  const accounts = new Map<string, Map<string, StripeObject>>();
  /** Per account and key: the params first sent and the answer given (Stripe keeps them 24 h). */
  const idempotent = new Map<string, { params: string; status: number; body: unknown; requestId: string }>();
  const attempts = new Map<string, number>();

  const objectsOf = (account: string | null) => {
    const key = account ?? '';
    let objects = accounts.get(key);
    if (!objects) accounts.set(key, (objects = new Map()));
    return objects;
  };
  const find = (account: string | null, id: string, object: string) => {
    const found = objectsOf(account).get(id);
    return found?.object === object ? found : undefined;
  };
  const store = (account: string | null, object: StripeObject) => {
    objectsOf(account).set(object.id, object);
    return object;
  };
  const paymentMethod = (id = newId('pm')) => ({
    id,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: '3184', exp_month: 12, exp_year: 2034, country: 'CA', funding: 'credit' },
    created: now(),
    livemode: false,
  });
  const paymentIntent = (fields: Record<string, unknown> & { amount: number; currency: string }): StripeObject => {
    const id = newId('pi');
    return {
      id,
      object: 'payment_intent',
      amount_received: 0,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      client_secret: `${id}_secret_${token()}`,
      created: now(),
      customer: null,
      description: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: {},
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      canceled_at: null,
      cancellation_reason: null,
      status: 'requires_payment_method',
      ...fields,
    };
  };
  const succeeded = (intent: StripeObject): StripeObject => ({ ...intent, status: 'succeeded', amount_received: intent.amount, latest_charge: newId('ch') });

  function createPaymentIntent(account: string | null, body: FormBody, script: StripeScript | undefined) {
    const amount = Number(stringOf(body.amount));
    const currency = stringOf(body.currency);
    if (!Number.isInteger(amount) || amount < 1) return stripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', param: 'amount', message: 'Missing required param: amount.' });
    if (!currency) return stripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', param: 'currency', message: 'Missing required param: currency.' });
    const methodId = stringOf(body.payment_method);
    const intent = paymentIntent({
      amount,
      currency,
      customer: stringOf(body.customer),
      description: stringOf(body.description),
      metadata: recordOf(body.metadata),
      payment_method: methodId,
      status: methodId ? 'requires_confirmation' : 'requires_payment_method',
    });
    if (stringOf(body.confirm) !== 'true' || !methodId) return { status: 200, body: store(account, intent) };
    if (script && 'cardError' in script) {
      const { code, declineCode, message } = script.cardError;
      const charge = newId('ch');
      const error = {
        type: 'card_error',
        code,
        ...(declineCode ? { decline_code: declineCode } : {}),
        message: message ?? (code === 'authentication_required' ? 'Your card was declined. This transaction requires authentication.' : 'Your card was declined.'),
        charge,
        doc_url: `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`,
        payment_method: paymentMethod(methodId),
      };
      const failed = store(account, { ...intent, status: 'requires_payment_method', payment_method: null, latest_charge: charge, last_payment_error: error });
      return stripeError(402, { ...error, payment_intent: failed });
    }
    if (script && 'status' in script) {
      const status = script.status;
      const nextAction = status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } } : null;
      return { status: 200, body: store(account, { ...intent, status, next_action: nextAction, latest_charge: status === 'processing' ? newId('ch') : null }) };
    }
    return { status: 200, body: store(account, succeeded(intent)) };
  }

  function createRefund(account: string | null, body: FormBody, script: StripeScript | undefined) {
    const intentId = stringOf(body.payment_intent);
    if (!intentId) return stripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', param: 'payment_intent', message: 'One of the following params should be provided for this request: payment_intent or charge.' });
    const intent = find(account, intentId, 'payment_intent');
    if (!intent) return missing('payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded') {
      return stripeError(400, { type: 'invalid_request_error', code: 'charge_not_refundable', message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.` });
    }
    const refunded = [...objectsOf(account).values()]
      .filter((other) => other.object === 'refund' && other.payment_intent === intentId && other.status !== 'failed' && other.status !== 'canceled')
      .reduce((sum, other) => sum + (other.amount as number), 0);
    const left = (intent.amount as number) - refunded;
    const amount = body.amount === undefined ? left : Number(stringOf(body.amount));
    if (left <= 0) return stripeError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${String(intent.latest_charge)} has already been refunded.` });
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      return stripeError(400, { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})` });
    }
    const status = script && 'status' in script ? script.status : 'succeeded';
    return {
      status: 200,
      body: store(account, {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        charge: intent.latest_charge,
        payment_intent: intentId,
        metadata: recordOf(body.metadata),
        reason: stringOf(body.reason),
        status,
        failure_reason: status === 'failed' ? 'unknown' : null,
        created: now(),
      }),
    };
  }

  function answer(route: StripeRoute, id: string | null, account: string | null, body: FormBody, script: StripeScript | undefined): { status: number; body: unknown } {
    if (script && 'fault' in script && script.fault === 'resource_missing') return missing(KIND[route.split('/')[2] as string] ?? 'object', id ?? '');
    switch (route) {
      case 'POST /v1/customers':
        return {
          status: 200,
          body: store(account, { id: newId('cus'), object: 'customer', email: stringOf(body.email), name: stringOf(body.name), metadata: recordOf(body.metadata), created: now(), livemode: false }),
        };
      case 'POST /v1/setup_intents': {
        const customer = stringOf(body.customer);
        if (customer && !find(account, customer, 'customer')) return missing('customer', customer, 'customer');
        const setupId = newId('seti');
        const allowed = body.allowed_payment_method_types;
        return {
          status: 200,
          body: store(account, {
            id: setupId,
            object: 'setup_intent',
            client_secret: `${setupId}_secret_${token()}`,
            customer,
            usage: stringOf(body.usage) ?? 'off_session',
            allowed_payment_method_types: Array.isArray(allowed) ? allowed : null,
            payment_method_types: ['card'],
            payment_method: null,
            last_setup_error: null,
            status: 'requires_payment_method',
            metadata: recordOf(body.metadata),
            created: now(),
            livemode: false,
          }),
        };
      }
      case 'GET /v1/setup_intents/:id': {
        const found = find(account, id as string, 'setup_intent');
        return found ? { status: 200, body: found } : missing('setupintent', id as string);
      }
      case 'POST /v1/payment_intents':
        return createPaymentIntent(account, body, script);
      case 'GET /v1/payment_intents/:id': {
        const found = find(account, id as string, 'payment_intent');
        return found ? { status: 200, body: found } : missing('payment_intent', id as string);
      }
      case 'POST /v1/payment_intents/:id/cancel': {
        const found = find(account, id as string, 'payment_intent');
        if (!found) return missing('payment_intent', id as string);
        if (!CANCELABLE.includes(found.status as string)) {
          return stripeError(400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${String(found.status)}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
            payment_intent: found,
          });
        }
        return { status: 200, body: store(account, { ...found, status: 'canceled', canceled_at: now(), cancellation_reason: stringOf(body.cancellation_reason) }) };
      }
      case 'POST /v1/refunds':
        return createRefund(account, body, script);
      case 'GET /v1/refunds/:id': {
        const found = find(account, id as string, 'refund');
        return found ? { status: 200, body: found } : missing('refund', id as string);
      }
    }
  }

  const routeOf = (method: string, path: string): { route: StripeRoute; id: string | null } | null => {
    const direct = `${method} ${path}`;
    if (direct in ALLOWED_PARAMS) return { route: direct as StripeRoute, id: null };
    const match = /^\/v1\/(setup_intents|payment_intents|refunds)\/([^/]+)(\/cancel)?$/.exec(path);
    if (!match) return null;
    const route = `${method} /v1/${match[1]}/:id${match[3] ?? ''}`;
    return route in ALLOWED_PARAMS ? { route: route as StripeRoute, id: decodeURIComponent(match[2] as string) } : null;
  };

  function handle(request: IncomingMessage, text: string): { status: number; body: unknown; headers: Record<string, string>; record: Omit<StripeRequest, 'status'> } {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const body = decodeForm(method === 'GET' ? url.search.slice(1) : text);
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' && value !== '' ? value : null;
    };
    const account = header('stripe-account');
    const idempotencyKey = header('idempotency-key');
    const scope = `${account ?? ''} ${idempotencyKey ?? ''}`;
    const attempt = idempotencyKey ? (attempts.get(scope) ?? 0) + 1 : 1;
    if (idempotencyKey) attempts.set(scope, attempt);
    const found = routeOf(method, url.pathname);
    const record = { route: found?.route ?? null, method, path: url.pathname, body, idempotencyKey, account, attempt, replayed: false };
    const requestId = newId('req');
    const headers: Record<string, string> = { 'request-id': requestId, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) };
    const done = (answer: { status: number; body: unknown }, extra: Partial<typeof record> = {}) => ({ ...answer, headers, record: { ...record, ...extra } });

    if (!/^Bearer sk_(test|live)_\S+$/.test(header('authorization') ?? '')) {
      return done(stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' }));
    }
    if (!found) return done(stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` }));
    const unknown = Object.keys(body).find((param) => !ALLOWED_PARAMS[found.route].includes(param));
    if (unknown) return done(stripeError(400, { type: 'invalid_request_error', code: 'parameter_unknown', param: unknown, message: `Received unknown parameter: ${unknown}` }));

    const script = scripts.get(found.route)?.shift();
    if (script && 'fault' in script && script.fault === 'server_error') {
      return done(stripeError(500, { type: 'api_error', message: 'An unknown error occurred' }));
    }
    if (method === 'POST' && idempotencyKey) {
      const params = `${url.pathname}?${text}`;
      const known = idempotent.get(scope);
      if (known && known.params !== params) {
        return done(
          stripeError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          }),
        );
      }
      if (known) {
        headers['idempotent-replayed'] = 'true';
        headers['original-request'] = known.requestId;
        return done(known, { replayed: true });
      }
      const result = answer(found.route, found.id, account, body, script);
      // Stripe saves what an endpoint decided (a success, a card error), not a refused request.
      if (result.status === 200 || result.status === 402) idempotent.set(scope, { params, ...result, requestId });
      return done(result);
    }
    return done(answer(found.route, found.id, account, body, script));
  }

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string>) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { status, body, headers, record } = handle(request, Buffer.concat(chunks).toString('utf8'));
      requests.push({ ...record, status });
      send(response, status, body, headers);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const update = (account: string | null, id: string, fields: Record<string, unknown>) => {
    const found = objectsOf(account).get(id);
    if (!found) throw new Error(`No object ${id} on ${account ?? 'the platform'}`);
    return store(account, { ...found, ...fields });
  };

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    requestsTo: (route) => requests.filter((request) => request.route === route),
    answerNext(route, script) {
      scripts.set(route, [...(scripts.get(route) ?? []), script]);
    },
    object: (account, id) => objectsOf(account).get(id),
    update,
    confirmSetupIntent(account, id) {
      const paymentMethodId = newId('pm');
      update(account, id, { status: 'succeeded', payment_method: paymentMethodId });
      return { paymentMethodId };
    },
    addPaymentIntent(account, { amount, currency = 'cad', status = 'succeeded', metadata = {} }) {
      const intent = paymentIntent({ amount, currency, metadata, payment_method: newId('pm') });
      return store(account, status === 'succeeded' ? succeeded(intent) : { ...intent, status });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
