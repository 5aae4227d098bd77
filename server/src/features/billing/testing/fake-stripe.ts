import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One call the SDK made, as Stripe would have received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** Form fields (or query fields for a GET), flat as sent: `line_items[0][price]`, `expand[0]`. */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  authorization: string | undefined;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  created: number;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price' };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  customer: string;
  client_reference_id: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  subscription: string | null;
  /** Epoch seconds; Stripe expires an open session then (24 hours after it was made). */
  expires_at: number;
  url: string;
  success_url: string;
  cancel_url: string;
}

export interface FakeStripe {
  /** Where the SDK should send its calls: the tests' STRIPE_API_URL. */
  url: string;
  requests: RecordedRequest[];
  customers: Map<string, { id: string; object: 'customer'; email: string; metadata: Record<string, string> }>;
  sessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeSubscription>;
  /** While true, every call is answered 500 api_error. */
  failing: boolean;
  /** While true, every connection is dropped unanswered, as when Stripe cannot be reached. */
  down: boolean;
  /**
   * Called once a subscription has been read (`GET /v1/subscriptions/:id`) and answered: what a parallel
   * request does to it in that moment, so the reader holds a copy that is already stale.
   */
  afterRetrieve: ((id: string) => void) | undefined;
  /** The calls made to one endpoint, e.g. `requestsTo('POST', '/v1/customers')`. */
  requestsTo(method: string, path: string): RecordedRequest[];
  /** The subscriptions of a customer, oldest first. */
  subscriptionsOf(customer: string): FakeSubscription[];
  /** What paying on Stripe's page does: the session completes and its subscription starts, active. */
  completeCheckout(sessionId: string): FakeSubscription;
  /** A subscription of the customer's, as Stripe would hold it. */
  addSubscription(options: { customer: string; status?: string; created?: number }): FakeSubscription;
  /** An event as Stripe would post it, carrying `object` as it was when the event happened. */
  event(type: string, object: object): { id: string; type: string };
  close(): Promise<void>;
}

export const FAKE_STRIPE_PRICE = 'price_baseline_monthly';
const PERIOD_SECONDS = 30 * 24 * 60 * 60;
const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

/** The environment that points the server's Stripe provider at the fake. */
export function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_baseline',
    STRIPE_PRICE_ID: FAKE_STRIPE_PRICE,
    STRIPE_WEBHOOK_SECRET: 'whsec_baseline_test',
    STRIPE_API_URL: fake.url,
  };
}

const stripeId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A small stand-in for Stripe's API on 127.0.0.1, for the endpoints the server calls: it answers in
 * Stripe's shapes (so the real SDK parses it), keeps its objects in memory, replays idempotent requests
 * and records every call so tests can check what we sent.
 */
export async function startFakeStripe(now: () => number = Date.now): Promise<FakeStripe> {
  const seconds = (): number => Math.floor(now() / 1000);
  const replays = new Map<string, { status: number; body: unknown }>();

  const fake: Omit<FakeStripe, 'url' | 'close'> = {
    requests: [],
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    failing: false,
    down: false,
    afterRetrieve: undefined,
    requestsTo: (method, path) => fake.requests.filter((r) => r.method === method && r.path === path),
    subscriptionsOf: (customer) =>
      [...fake.subscriptions.values()].filter((s) => s.customer === customer).sort((a, b) => a.created - b.created),
    completeCheckout(sessionId) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      const subscription = fake.addSubscription({ customer: session.customer });
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      return subscription;
    },
    addSubscription({ customer, status = 'active', created = seconds() }) {
      const subscription: FakeSubscription = {
        id: stripeId('sub'),
        object: 'subscription',
        customer,
        status,
        cancel_at_period_end: false,
        created,
        items: {
          object: 'list',
          data: [
            {
              id: stripeId('si'),
              object: 'subscription_item',
              price: { id: FAKE_STRIPE_PRICE, object: 'price' },
              current_period_start: created,
              current_period_end: created + PERIOD_SECONDS,
            },
          ],
        },
      };
      fake.subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    event: (type, object) => ({
      id: stripeId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }),
  };

  type Answer = [status: number, body: unknown];
  const routes: [method: string, path: RegExp, answer: (params: Record<string, string>, id: string) => Answer][] = [
    ['POST', /^\/v1\/customers$/, createCustomer],
    ['POST', /^\/v1\/checkout\/sessions$/, createCheckoutSession],
    ['GET', /^\/v1\/checkout\/sessions\/([\w-]+)$/, retrieveCheckoutSession],
    ['POST', /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/, expireCheckoutSession],
    ['GET', /^\/v1\/subscriptions$/, listSubscriptions],
    [
      'GET',
      /^\/v1\/subscriptions\/([\w-]+)$/,
      (_params, id) => {
        // As sent now: serialised later, the live object would already show what the hook does to it.
        const [status, body] = subscription(id);
        const answered: Answer = [status, structuredClone(body)];
        fake.afterRetrieve?.(id);
        return answered;
      },
    ],
    ['POST', /^\/v1\/subscriptions\/([\w-]+)$/, updateSubscription],
    ['DELETE', /^\/v1\/subscriptions\/([\w-]+)$/, cancelSubscription],
    ['POST', /^\/v1\/billing_portal\/sessions$/, createPortalSession],
  ];

  function answer(method: string, path: string, params: Record<string, string>): Answer {
    for (const [routeMethod, pattern, route] of routes) {
      const match = method === routeMethod ? pattern.exec(path) : null;
      if (match) return route(params, match[1] ?? '');
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
    ];
  }

  function createCustomer(params: Record<string, string>): Answer {
    const customer = {
      id: stripeId('cus'),
      object: 'customer' as const,
      email: params.email ?? '',
      metadata: { userId: params['metadata[userId]'] ?? '' },
    };
    fake.customers.set(customer.id, customer);
    return [200, customer];
  }

  function createCheckoutSession(params: Record<string, string>): Answer {
    const id = stripeId('cs_test');
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: params.mode ?? 'payment',
      customer: params.customer ?? '',
      client_reference_id: params.client_reference_id ?? null,
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
      expires_at: seconds() + SESSION_LIFETIME_SECONDS,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      success_url: params.success_url ?? '',
      cancel_url: params.cancel_url ?? '',
    };
    fake.sessions.set(id, session);
    return [200, session];
  }

  /** The session as Stripe has it now: an open one past its expiry has expired. */
  function currentSession(id: string): FakeCheckoutSession | undefined {
    const session = fake.sessions.get(id);
    if (session?.status === 'open' && session.expires_at <= seconds()) session.status = 'expired';
    return session;
  }

  function retrieveCheckoutSession(params: Record<string, string>, id: string): Answer {
    const session = currentSession(id);
    if (!session) return missing('checkout.session', id);
    const expand = params['expand[0]'] === 'subscription' && session.subscription;
    return [200, expand ? { ...session, subscription: fake.subscriptions.get(expand) } : session];
  }

  function expireCheckoutSession(_params: Record<string, string>, id: string): Answer {
    const session = currentSession(id);
    if (!session) return missing('checkout.session', id);
    if (session.status !== 'open') {
      const message = 'Only Checkout Sessions with a status in ["open"] can be expired.';
      return [400, { error: { type: 'invalid_request_error', message } }];
    }
    session.status = 'expired';
    return [200, session];
  }

  /** Without a status filter, as Stripe does: every subscription of the customer's but the cancelled ones. */
  function listSubscriptions(params: Record<string, string>): Answer {
    const data = fake.subscriptionsOf(params.customer ?? '').filter((s) => s.status !== 'canceled');
    return [200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' }];
  }

  function cancelSubscription(_params: Record<string, string>, id: string): Answer {
    const found = fake.subscriptions.get(id);
    if (found) found.status = 'canceled';
    return subscription(id);
  }

  function subscription(id: string): Answer {
    const found = fake.subscriptions.get(id);
    return found ? [200, found] : missing('subscription', id);
  }

  function updateSubscription(params: Record<string, string>, id: string): Answer {
    const found = fake.subscriptions.get(id);
    if (found && params.cancel_at_period_end) found.cancel_at_period_end = params.cancel_at_period_end === 'true';
    return subscription(id);
  }

  function createPortalSession(params: Record<string, string>): Answer {
    const id = stripeId('bps');
    const url = `https://billing.stripe.test/p/session/${id}`;
    return [
      200,
      { id, object: 'billing_portal.session', customer: params.customer, return_url: params.return_url, url },
    ];
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (fake.down) {
      request.socket.destroy();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      params: Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : body)),
      idempotencyKey: header('idempotency-key'),
      stripeVersion: header('stripe-version'),
      authorization: header('authorization'),
    };
    fake.requests.push(recorded);

    if (fake.failing) {
      send(response, 500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
      return;
    }
    // As Stripe does: the same key answers the first response again, without doing the work twice.
    const replay = recorded.idempotencyKey && replays.get(recorded.idempotencyKey);
    if (replay) {
      send(response, replay.status, replay.body, { 'Idempotent-Replayed': 'true' });
      return;
    }
    const [status, result] = answer(recorded.method, recorded.path, recorded.params);
    if (recorded.idempotencyKey) replays.set(recorded.idempotencyKey, { status, body: result });
    send(response, status, result);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  });
}

function missing(kind: string, id: string): [number, unknown] {
  return [
    404,
    { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` } },
  ];
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': stripeId('req'), ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
