import Type from 'typebox';
import { MENTION, type MentionKind } from './limits.js';

/**
 * Mentions in the diary (issue 18): the `@` suggestion list. A mention's HTML form is MENTION in limits.ts; a
 * tab's mentions are recorded when its day is saved.
 */

/**
 * `GET /api/mentions/suggestions?q=`: any word prefix of a player's or a tournament's name, or of a player's or
 * the event's name of one of the member's own charts, accents and case folded.
 */
export const MentionSuggestionsQuery = Type.Object({
  q: Type.String({ maxLength: MENTION.queryMaxLength }),
});
export type MentionSuggestionsQuery = Type.Static<typeof MentionSuggestionsQuery>;

export const MentionSuggestion = Type.Object({
  kind: Type.Union([Type.Literal('player'), Type.Literal('tournament'), Type.Literal('chart')]),
  /** The tennis source's id, or the chart's: the mention's data-id. */
  id: Type.String(),
  /** The name the mention shows ("Jannik Sinner", "Roland Garros", "Sinner v Alcaraz"): the mention's data-label. */
  label: Type.String(),
  /**
   * What tells two alike apart: a player's nation, best seeding and newest tournament, each when known ("CRO ·
   * seed 32 (ATP Masters 1000) · last: Roland Garros", or ''); a tournament's place ("Paris"); a chart's event,
   * round and date ("Roland Garros 2026 · F · 12 Jun 2026").
   */
  detail: Type.String(),
});
export type MentionSuggestion = Type.Static<typeof MentionSuggestion>;

/** Up to MENTION.suggestions, best first: a name the query starts, then one a later word of it starts, then by name. */
export const MentionSuggestionsResponse = Type.Object({ suggestions: Type.Array(MentionSuggestion) });
export type MentionSuggestionsResponse = Type.Static<typeof MentionSuggestionsResponse>;

/** Texts the server answers about mentions. */
export const MENTION_MESSAGES = {
  emptyQuery: 'Type a few letters of a player or a tournament.',
  tooMany: (tabTitle: string) =>
    `Tab "${tabTitle}" has too many mentions: at most ${MENTION.perTab}. Split it over two tabs.`,
  unknownTarget: (tabTitle: string, kind: MentionKind) =>
    kind === 'chart'
      ? `Tab "${tabTitle}" mentions a chart that is not in your charts. Remove the mention, or type @ and pick the chart again.`
      : `Tab "${tabTitle}" mentions a ${kind} that is not in the tennis data. Remove the mention, or type @ and pick the ${kind} again.`,
} as const;
