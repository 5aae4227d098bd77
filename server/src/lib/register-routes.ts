import { ROUTE_SCHEMAS, ROUTES, type RouteAccess, type RouteName } from '@baseline/contract';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { AppInstance } from './app-instance.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from its entry in the contract's table; the API docs read it from here. */
    access?: RouteAccess;
  }
}

/** An `onRequest` check that throws an HttpError to refuse the request. */
export type Guard = (request: FastifyRequest) => Promise<void>;

/** The hook that lets only callers of an access level through (features/access/route-access-hooks.ts). */
export type AccessHook = (access: RouteAccess) => Guard | undefined;

/** A call's handler, its request and answer typed by the call's schemas. */
type RouteHandler<N extends RouteName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  (typeof ROUTE_SCHEMAS)[N],
  TypeBoxTypeProvider
>;

/** A handler with the route options only the server knows of. */
interface RouteImplementation<N extends RouteName> extends Pick<RouteShorthandOptions, 'bodyLimit' | 'preParsing'> {
  handler: RouteHandler<N>;
  rateLimit?: RateLimitOptions;
  /** Prepares the route's own encapsulated scope before it is added there, e.g. with its own body parser. */
  scope?: (scope: AppInstance) => void;
}

type Implementations = { [N in RouteName]: RouteHandler<N> | RouteImplementation<N> };

/** The handlers of one feature: the calls named `<feature>.*` in the contract's table. */
export type FeatureHandlers<Feature extends string> = Pick<Implementations, Extract<RouteName, `${Feature}.${string}`>>;

/**
 * A handler for every call in the table. null marks a call this server does not serve as configured (the
 * offline test checkout when Stripe is configured), so leaving one out is still a type error.
 */
export type RouteHandlers = { [N in RouteName]: Implementations[N] | null };

/**
 * Registers every call of the contract's table, in its order: method, path, schemas and the access hook from
 * its entry, the handler and any server-only options from `handlers`.
 */
export async function registerRoutes(app: AppInstance, accessHook: AccessHook, handlers: RouteHandlers) {
  const hooks = new Map<RouteAccess, Guard | undefined>();
  const hookFor = (access: RouteAccess) => {
    if (!hooks.has(access)) hooks.set(access, accessHook(access));
    return hooks.get(access);
  };

  for (const name of Object.keys(ROUTES) as RouteName[]) {
    // Each handler was checked against its own call's schemas where it was written; here they are all alike.
    const implementation = handlers[name] as RouteImplementation<RouteName> | RouteOptions['handler'] | null;
    if (implementation === null) continue;
    const { handler, scope, rateLimit, ...options } =
      typeof implementation === 'function' ? { handler: implementation } : implementation;
    const entry: { method: string; path: string; access: RouteAccess; allowedBeforePasswordChange?: true } =
      ROUTES[name];
    const onRequest = hookFor(entry.access);
    const route = {
      method: entry.method,
      url: entry.path,
      schema: ROUTE_SCHEMAS[name],
      config: {
        access: entry.access,
        ...(entry.allowedBeforePasswordChange ? { allowedBeforePasswordChange: true } : {}),
        ...(rateLimit ? { rateLimit } : {}),
      },
      ...(onRequest ? { onRequest } : {}),
      ...options,
      handler,
    } as RouteOptions;

    if (scope) {
      await app.register((child, _options, done) => {
        scope(child);
        child.route(route);
        done();
      });
    } else {
      app.route(route);
    }
  }
}
