import type { Config } from '../../config.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';

/** The few settings the web app shows before anyone logs in. */
export function publicConfigHandlers(config: Pick<Config, 'contactEmail'>): FeatureHandlers<'publicConfig'> {
  return { 'publicConfig.get': () => ({ contactEmail: config.contactEmail }) };
}
