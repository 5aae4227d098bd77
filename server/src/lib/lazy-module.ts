import { createRequire } from 'node:module';
import type fastifySwagger from '@fastify/swagger';
import type fastifySwaggerUi from '@fastify/swagger-ui';
import type * as htmlparser2 from 'htmlparser2';
import type * as ioredis from 'ioredis';
import type nodemailer from 'nodemailer';
import type pg from 'pg';
import type QRCode from 'qrcode';
import type sanitizeHtml from 'sanitize-html';
import type sharp from 'sharp';
import type Stripe from 'stripe';
import type TurndownService from 'turndown';

const require = createRequire(import.meta.url);

/** The packages loaded on demand, by name. */
interface LazyModules {
  '@fastify/swagger': typeof fastifySwagger;
  '@fastify/swagger-ui': typeof fastifySwaggerUi;
  htmlparser2: typeof htmlparser2;
  ioredis: typeof ioredis;
  nodemailer: typeof nodemailer;
  pg: typeof pg;
  qrcode: typeof QRCode;
  'sanitize-html': typeof sanitizeHtml;
  sharp: typeof sharp;
  stripe: typeof Stripe;
  turndown: typeof TurndownService;
}

/**
 * A heavy CommonJS package loaded on first use instead of at start-up: only some configurations (Stripe,
 * SMTP, PostgreSQL, Redis, the API reference) or requests (images, notes to sanitise, two-factor set-up) need these, and loading them all up front cost the server
 * several hundred milliseconds and tens of MB before it could answer its first request.
 */
export function lazyModule<Name extends keyof LazyModules>(name: Name): () => LazyModules[Name] {
  let loaded: LazyModules[Name] | undefined;
  return () => (loaded ??= require(name) as LazyModules[Name]);
}
