import type { Config } from '../../config.js';
import type { AppInstance } from '../../lib/app-instance.js';
import { lazyModule } from '../../lib/lazy-module.js';
import { appVersion } from '../health/app-version.js';
import { BEARER_SCHEME, operationDocs } from './operation-docs.js';

const swagger = lazyModule('@fastify/swagger');
const swaggerUi = lazyModule('@fastify/swagger-ui');

/**
 * `GET /api/openapi.json`, the OpenAPI 3.1 document of every route registered after this, built from the
 * routes' own schemas; and `GET /api/docs`, Swagger UI reading it, its files served from this origin.
 * Must be registered before the routes it documents. Both packages are required from node_modules when
 * the reference is on (Swagger UI serves its files from beside its own code), and not at all with
 * `API_DOCS=off`, when neither address exists (a 404 like any unknown API path).
 */
export async function apiDocsRoutes(app: AppInstance, config: Pick<Config, 'apiDocs' | 'siteName'>): Promise<void> {
  if (!config.apiDocs) return;
  await app.register(swagger(), {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.siteName} API`, version: appVersion },
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token `POST /api/auth/login` answers.',
          },
        },
      },
    },
    transform: operationDocs,
  });
  await app.register(swaggerUi(), {
    routePrefix: '/api/docs',
    theme: { title: `${config.siteName} API reference` },
    // Without Swagger UI's top bar: its logo carries an inline <style> that the CSP refuses, and its box for
    // loading another document has nothing to offer here.
    uiConfig: { layout: 'BaseLayout' },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
