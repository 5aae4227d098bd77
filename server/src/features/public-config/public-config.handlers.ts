import type { Config } from '../../config.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';

/** The few settings the web app shows before anyone logs in. */
export function publicConfigHandlers(config: Pick<Config, 'contactEmail' | 'tennis'>): FeatureHandlers<'publicConfig'> {
  const tennisToday = config.tennis.source === 'demo' ? (config.tennis.today ?? null) : null;
  return { 'publicConfig.get': () => ({ contactEmail: config.contactEmail, tennisToday }) };
}
