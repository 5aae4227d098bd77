import path from 'node:path';
import type { Config } from '../config.js';
import { maskUrl } from './masking.js';

/** What the server runs with, by kind and host only: no password, key or secret can appear here. */
export interface SettingsSummary {
  env: Config['env'];
  listen: string;
  publicUrl: string;
  database: string;
  cache: string;
  mail: string;
  payments: string;
  tennis: string;
}

/** The effective settings, as fields for the structured log and as one readable sentence. */
export function settingsSummary(config: Config): { settings: SettingsSummary; message: string } {
  const settings: SettingsSummary = {
    env: config.env,
    listen: `${config.host}:${config.port}`,
    publicUrl: maskUrl(config.publicUrl),
    database:
      config.database.kind === 'postgres'
        ? `PostgreSQL at ${hostOf(config.database.url)}`
        : `SQLite in ${config.database.file}`,
    cache: config.redisUrl ? `Redis at ${hostOf(config.redisUrl)}` : 'in memory',
    mail: config.smtpUrl
      ? `SMTP via ${hostOf(config.smtpUrl)}`
      : `local outbox in ${path.join(config.dataDir, 'outbox')}`,
    payments: config.stripe ? `Stripe (${stripeMode(config.stripe.secretKey)} key)` : 'built-in test checkout',
    tennis: tennisSummary(config.tennis),
  };
  const message =
    `Settings: ${settings.env} mode on ${settings.listen}, public URL ${settings.publicUrl}; ` +
    `database ${settings.database}; cache ${settings.cache}; mail ${settings.mail}; ` +
    `payments ${settings.payments}; tennis ${settings.tennis}.`;
  return { settings, message };
}

function tennisSummary(tennis: Config['tennis']): string {
  if (tennis.source === 'upstream') return `upstream (${hostOf(tennis.calendarUrl)})`;
  return tennis.today ? `offline demo season on ${tennis.today}` : 'offline demo season';
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : 'an unreadable address';
}

function stripeMode(secretKey: string): string {
  return secretKey.includes('_live_') ? 'live' : 'test';
}
