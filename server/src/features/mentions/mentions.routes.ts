import type { FeatureHandlers } from '../../lib/register-routes.js';
import type { MentionSuggestions } from './suggestions.service.js';

/** `/api/mentions/*`: the diary editor's `@` list (the tennis source's, the same for every member). */
export function mentionsHandlers(suggestions: MentionSuggestions): FeatureHandlers<'mentions'> {
  return {
    'mentions.suggest': (request) => suggestions.suggest(request.query.q),
  };
}
