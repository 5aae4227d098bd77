import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerFeatures } from './composition-root.js';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes.js';
import type { AppInstance } from './lib/app-instance.js';
import { systemClock, type Clock } from './lib/clock.js';
import { logDestination } from './lib/log-destination.js';
import { AccessLog } from './plugins/access-log.js';
import { registerClosingConnections } from './plugins/closing-connections.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerNulStripping } from './plugins/nul-text.js';
import { frameworkErrorAnswer, registerSecurityHeaders } from './plugins/security.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { sharedSchemaCompilers } from './lib/shared-schema-compilers.js';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Pino options or false; tests pass false to keep their output readable. */
  logger?: FastifyServerOptions['logger'];
  /** The clock every service reads; tests pass one they can move. */
  now?: Clock;
  /** Prefix of this app's keys in Redis, so test apps sharing one Redis do not count each other's requests. */
  redisKeyPrefix?: string;
  /** Told of every route as it is registered: the security tests read each route's schemas from here. */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole application from its plugins and features; main.ts and the tests both call it. */
export async function buildApp({
  config,
  database,
  logger,
  now = systemClock,
  redisKeyPrefix = 'baseline:',
  onRoute,
}: AppOptions): Promise<AppInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      stream: logDestination(),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: config.http.requestMs,
    keepAliveTimeout: config.http.keepAliveMs,
    http: {
      headersTimeout: config.http.headersMs,
      // Node looks for late requests on this beat (30 s by default): a time-out is kept to within a second.
      connectionsCheckingInterval: Math.min(1_000, config.http.headersMs / 2),
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    logController: new AccessLog(),
    // Wrong types are the client's mistake to see, not something to coerce silently. `verbose` hands the
    // error handler each failing field's schema, whose title names the field in the answer.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false, verbose: true } },
    schemaController: { compilersFactory: sharedSchemaCompilers },
    frameworkErrors: frameworkErrorAnswer(config),
    // A request on a connection accepted before the stop is served, not refused: see shutdown.ts.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  // Only JSON is read. A text/plain body is one a foreign page may send without a CORS preflight: 415.
  app.removeContentTypeParser('text/plain');

  registerErrorHandling(app);
  registerClosingConnections(app);
  registerNulStripping(app);
  registerSecurityHeaders(app, config);

  await apiDocsRoutes(app, config);
  await registerFeatures(app, { config, db: database.db, now, redisKeyPrefix });

  await registerStaticWeb(app, config.webDistDir, { serveSourceMaps: config.env !== 'production' });
  return app;
}
