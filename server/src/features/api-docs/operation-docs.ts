import { STATUS_CODES } from 'node:http';
import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';

/** The name of the bearer-token security scheme in the document's components. */
export const BEARER_SCHEME = 'bearer';

/** Who may call a route, as its `config.access` says, in the words the reference shows. */
const ACCESS_LEVELS = {
  anonymous: 'anyone, signed in or not',
  member: 'a signed-in member',
  subscriber: 'a signed-in member with an active subscription, or an administrator',
  admin: 'an administrator',
} as const;
export type DocumentedAccess = keyof typeof ACCESS_LEVELS;

/**
 * One route's operation as the reference shows it: grouped by the area of its path, its security and
 * `x-access` read from `config.access`, and each answer named by its status (`Bad Request`, not the
 * generator's `Default Response`).
 */
export const operationDocs: SwaggerTransform = ({ schema, url, route }) => {
  const access = accessOf(route);
  return {
    url,
    schema: {
      ...schema,
      tags: [areaOf(url)],
      ...(schema.response !== undefined && { response: namedAnswers(schema.response as Record<string, object>) }),
      ...(access && {
        description: [`Access: ${ACCESS_LEVELS[access]}.`, schema.description].filter(Boolean).join('\n\n'),
        security: access === 'anonymous' ? [] : [{ [BEARER_SCHEME]: [] }],
        'x-access': access,
      }),
    },
  };
};

function accessOf(route: RouteOptions): DocumentedAccess | undefined {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  if (access === undefined) return undefined;
  if (typeof access === 'string' && access in ACCESS_LEVELS) return access as DocumentedAccess;
  throw new Error(
    `${String(route.method)} ${route.url}: config.access ${JSON.stringify(access)} is not one of ${Object.keys(ACCESS_LEVELS).join(', ')}.`,
  );
}

/** `/api/diary/search` is in `diary`. */
function areaOf(url: string): string {
  return url.split('/')[2] ?? 'api';
}

function namedAnswers(response: Record<string, object>): Record<string, object> {
  return Object.fromEntries(
    Object.entries(response).map(([status, answer]) => [
      status,
      { ...answer, 'x-response-description': STATUS_CODES[status] ?? status },
    ]),
  );
}
