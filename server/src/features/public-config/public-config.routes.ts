import { PublicConfigResponse } from '@baseline/contract';
import type { Config } from '../../config.js';
import type { AppInstance } from '../../lib/app-instance.js';

/** `GET /api/public-config`: the few settings the web app shows before anyone logs in. */
export function publicConfigRoutes(app: AppInstance, config: Pick<Config, 'contactEmail'>): void {
  app.get('/api/public-config', { schema: { response: { 200: PublicConfigResponse } } }, () => ({
    contactEmail: config.contactEmail,
  }));
}
