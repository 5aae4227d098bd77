import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { SearchService } from './search.service.js';

/** `GET /api/search`: the member's own diary tabs and player notes (features/search/README.md). */
export function searchHandlers(search: SearchService): FeatureHandlers<'search'> {
  return {
    'search.query': (request) => search.search(signedInUser(request).id, request.query),
  };
}
