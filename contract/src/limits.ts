/**
 * The limits and fixed texts the server enforces and the web app shows, in one place. This module imports
 * nothing: the web app takes it through the `@baseline/contract/limits` subpath, so its bundles carry these
 * few values without TypeBox (the schemas elsewhere in the contract build TypeBox objects when loaded).
 */

/** Password rules the server enforces and the client shows before submitting. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 254;
export const REGISTRATION_MESSAGE_MAX_LENGTH = 2000;

/** Time-based one-time passwords (RFC 6238) as every authenticator app makes them by default. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** Characters of one player note: pages of scouting notes, bounded against abuse. */
export const PLAYER_NOTE_MAX_LENGTH = 20_000;

/** The response headers of the tennis routes (lower case, as fetch's Headers.get accepts any case). */
export const TENNIS_HEADERS = {
  /** `demo` or `upstream`. */
  source: 'x-data-source',
  /** Present, as `110 - "Response is Stale"`, only on the last good copy served during an upstream failure. */
  stale: 'warning',
  staleValue: '110 - "Response is Stale"',
  /**
   * Present on the tournament list when a part of it could not be loaded fresh and is served from its last
   * good copy or left out: its value names the part (`challenger`).
   */
  partial: 'x-data-partial',
  partialChallenger: 'challenger',
} as const;

/** The 404 and 502/504 messages of the tennis routes, for the web to tell them apart. */
export const TENNIS_ERRORS = {
  tournamentNotFound: 'Tournament not found.',
  seasonNotFound: 'Season not found.',
  noDraw: 'No draw available',
  /** An upstream draw of a format the adapters do not read (logged once): never half-drawn. */
  formatNotShown: "This draw's format is not shown yet.",
  unavailable: 'The tournament data service is unavailable. Please try again later.',
  timedOut: 'The tournament data service did not answer in time. Please try again later.',
} as const;

/** The player pages (`/api/atp/players/*`): the name search's bounds and the answers' messages. */
export const TENNIS_PLAYERS = {
  searchMaxLength: 60,
  searchResults: 20,
  errors: {
    emptySearch: 'Type a name to search for.',
    playerNotFound: 'Player not found.',
    seasonNotFound: 'Season not found.',
    samePlayer: 'Pick two different players.',
  },
} as const;

/** Limits the server enforces and the editor shows; generous for real use, bounded against abuse. */
export const DIARY_LIMITS = {
  tabsPerDay: 50,
  titleLength: 100,
  /** Characters of a tab's HTML after sanitising. */
  contentLength: 200_000,
  /**
   * Elements in one tab's HTML, and how deep they may nest, before it is parsed. An HTML parser's work
   * grows with the square of the elements left open, so markup like `<b>` repeated without end held the
   * server for seconds; a long real note has a few thousand elements, nested a dozen deep at most.
   */
  elementsPerTab: 10_000,
  nestingDepth: 100,
  /** Characters of HTML in one save, over all its tabs, before sanitising. */
  htmlPerSave: 4_000_000,
  tagsPerTab: 30,
  tagLength: 40,
  /** Decoded bytes of one image: SPEC section 9. */
  imageBytes: 512 * 1024,
  /** Pixels on the longer side: SPEC section 9. */
  imageLongerSide: 800,
  /** Bytes of one save request (413 beyond): sixteen images at the size limit fit, besides the notes' text. */
  saveRequestBytes: 12 * 1024 * 1024,
} as const;

/**
 * The elements the diary's editor (TipTap 3's StarterKit as SPEC section 1 configures it, without strike,
 * underline and numbered lists) writes: paragraphs, bold, italic, inline code, code blocks, headings,
 * blockquotes, rules, bullet lists, hard breaks, links, and mentions (issue 18): `span` is kept only in the
 * MENTION form below, any other span gives up its text. The server's sanitiser keeps these and nothing else;
 * the web app draws a saved note with them before its editor has loaded.
 */
export const NOTE_HTML_TAGS = [
  'p',
  'strong',
  'em',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'hr',
  'ul',
  'li',
  'br',
  'a',
  'span',
] as const;

/**
 * Elements whose content is code or markup, never note text: a note drops them with everything in them, on the
 * server (its sanitiser and its reading of a note's text) and in the web's rendering of a saved note alike.
 */
export const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'xmp',
  'noscript',
  'iframe',
  'noembed',
  'noframes',
  'template',
] as const;

/** Every link in a note opens in a new tab without telling the other site where it came from (SPEC section 5). */
export const NOTE_LINK_TARGET = '_blank';
export const NOTE_LINK_REL = 'noopener noreferrer nofollow';

/** Schemes a link in a note may use (SPEC section 5); anything else is stripped to an empty address. */
export const ALLOWED_LINK_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
] as const;

/** Texts of SPEC sections 5 and 8 that the server answers and the web app shows alike. */
export const DIARY_MESSAGES = {
  saved: 'Entry saved successfully!',
  emptyTag: 'Please enter a tag to search.',
  imageTerms: 'I confirm I am authorized to use this image for personal reference use only.',
} as const;

/**
 * A mention in a diary tab (issue 18): `<span data-kind="player" data-id="S0AG" data-label="Jannik Sinner">@Jannik
 * Sinner</span>`, exactly these three attributes. The editor writes it through TipTap's mention extension; the
 * server's sanitiser keeps a span only in this form (a kind it knows, an id of the tennis source's form, a label)
 * and turns any other span into its plain text. A tournament's mention names the tournament, not an edition: it
 * opens the draw of the season of the day it is written on. A chart's (issue 34) names one of the member's own
 * charts by its id and opens its match report.
 */
export const MENTION = {
  tag: 'span',
  kinds: ['player', 'tournament', 'chart'],
  attributes: { kind: 'data-kind', id: 'data-id', label: 'data-label' },
  /** The tennis source's ids ("S0AG", "422"): TennisId in tennis.ts. */
  idPattern: '^[A-Za-z0-9-]{1,16}$',
  /** A chart's id: the UUID its device gave it (ChartId in charts.ts), lower or upper case. */
  chartIdPattern: '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$',
  labelMaxLength: 100,
  /** Mentions one tab may hold: beyond this a save is refused (a real match report names a few dozen). */
  perTab: 200,
  /** The character that opens the suggestion list. */
  trigger: '@',
  /** Suggestions one keystroke answers. */
  suggestions: 10,
  queryMaxLength: 60,
} as const;

/** A tab's title when none is given: 'Tab N', N counting from 1 as the editor's tab bar does. */
export function defaultTabTitle(position: number): string {
  return `Tab ${String(position + 1)}`;
}

/** What a tab is called wherever it is shown or linked to: SPEC section 3 shows 'Untitled' for a blank title. */
export function tabDisplayTitle(title: string): string {
  return title.trim() === '' ? 'Untitled' : title;
}

/** What a mention's element holds and shows, on the server and in the editor alike: "@Jannik Sinner". */
export function mentionText(label: string): string {
  return `${MENTION.trigger}${label}`;
}

export type MentionKind = (typeof MENTION.kinds)[number];

/** The form a mention's id has for its kind: a chart's UUID, or the tennis source's id. */
export function mentionIdPattern(kind: MentionKind): string {
  return kind === 'chart' ? MENTION.chartIdPattern : MENTION.idPattern;
}

/**
 * A member's labels on players: a name and one colour of this palette (issue 18). Each name is a colour that
 * reads on both themes; the web app holds its light and dark shades.
 */
export const LABEL_COLOURS = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink'] as const;
export type LabelColour = (typeof LABEL_COLOURS)[number];
export const PLAYER_LABELS = {
  nameMaxLength: 40,
  /** Labels one member may make. */
  perMember: 100,
} as const;

/** A member's own templates (issue 18): rich text for diary tabs, plain text for player notes. */
export const NOTE_TEMPLATES = {
  nameMaxLength: 80,
  perMember: 100,
  /** Characters of a tab template's HTML (as a tab's content) and of a note template (as a player note). */
  tabBodyMaxLength: DIARY_LIMITS.contentLength,
  noteBodyMaxLength: PLAYER_NOTE_MAX_LENGTH,
} as const;

/** What the labels' routes answer and the web app shows alike (issue 18). */
export const LABEL_MESSAGES = {
  nameRequired: 'Label name is required.',
  nameTooLong: `Label name must be at most ${PLAYER_LABELS.nameMaxLength} characters.`,
  colourUnknown: `Colour must be one of: ${LABEL_COLOURS.join(', ')}.`,
  duplicateName: 'You already have a label with this name.',
  tooMany: `You can have at most ${PLAYER_LABELS.perMember} labels.`,
  notFound: 'Label not found.',
  deleted: 'Label deleted.',
} as const;

/**
 * The search over everything a member wrote (issue 19). A query is words, "phrases", -exclusions, OR and the
 * filters of SEARCH_FILTERS; SEARCH_MESSAGES says what to change when one cannot be read.
 */
export const SEARCH = {
  queryMaxLength: 500,
  /** Letters in a row the index keeps as a word: a longer run is no word anyone searches for. */
  wordMaxLength: 60,
  /** Words, phrases and filters one query may hold. */
  maxTerms: 24,
  pageSize: 20,
  maxPageSize: 50,
  /** Results a member can page through: past this the answer asks for a narrower query. */
  maxOffset: 1_000,
  /** Characters of a result's excerpt around its first match. */
  excerptLength: 180,
} as const;

/** The filters of the query language, each with an example the help and the messages show. */
export const SEARCH_FILTERS = {
  tag: 'tag:clay',
  player: 'player:sinner',
  event: 'event:wimbledon',
  in: 'in:diary',
  from: 'from:2025-06-01',
  to: 'to:2025-07-15',
} as const;
export type SearchFilterName = keyof typeof SEARCH_FILTERS;

/**
 * A day's history (issue 20): every save, rename and delete keeps the version it replaces. A version is pruned
 * only when it is both beyond the newest `versionsPerDay` of its day and older than `retentionDays`: whichever
 * keeps more. Images are stored once per member, however many versions show them.
 */
export const HISTORY_RETENTION = {
  versionsPerDay: 100,
  retentionDays: 730,
} as const;

/** What the history routes answer and the web app shows alike (issue 20). */
export const HISTORY_MESSAGES = {
  versionNotFound: 'That version of this day is not in its history.',
  restored: 'Version restored.',
} as const;

/** Courtside charting (issue 34). */
export const CHARTS = {
  /** A five-set match rarely passes 400 points; the longest ever played had 980. */
  pointsPerChart: 900,
  perMember: 5_000,
  playerNameMaxLength: 100,
  pointNoteMaxLength: 1_000,
  noteMaxLength: 20_000,
  titleMaxLength: 200,
  /** A chart of the most points, each with a long note, well inside it. */
  saveRequestBytes: 4 * 1024 * 1024,
} as const;

export const CHART_MESSAGES = {
  notFound: 'Chart not found.',
  deleted: 'Chart deleted.',
  conflict: 'This chart was changed elsewhere since this device last had it.',
  tooMany: `You have ${CHARTS.perMember} charts, the most a member can keep. Delete one to start another.`,
  mcpContentType: "Send the Match Charting Project's points as CSV (text/csv).",
  mcpNoPoints:
    "The file has no points: the Match Charting Project's points need a header row with the columns 1st and 2nd, then a row per point.",
  mcpNoPlayers:
    "The players' names are missing: give them in the file's match row (Player 1, Player 2) or as player1 and player2.",
} as const;
