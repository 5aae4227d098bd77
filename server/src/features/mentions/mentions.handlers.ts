import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import type { MentionSuggestions } from './suggestions.service.js';

/** `/api/mentions/*`: the diary editor's `@` list (the tennis source's, those the member writes about first). */
export function mentionsHandlers(suggestions: MentionSuggestions): FeatureHandlers<'mentions'> {
  return {
    'mentions.suggest': (request) => suggestions.suggest(request.query.q, signedInUser(request).id),
  };
}
