import type { Generated } from 'kysely';

/**
 * Kysely's view of the schema, in camelCase (the CamelCasePlugin maps to snake_case columns).
 * Timestamps are epoch milliseconds and flags are 0/1 integers: the one representation that
 * SQLite and PostgreSQL store and return alike.
 */
export interface Tables {
  users: UsersTable;
  registrationRequests: RegistrationRequestsTable;
  passwordResetTokens: PasswordResetTokensTable;
  revokedTokens: RevokedTokensTable;
  sessionActivity: SessionActivityTable;
  auditLog: AuditLogTable;
  mailOutbox: MailOutboxTable;
  subscriptions: SubscriptionsTable;
  stripeEvents: StripeEventsTable;
  testCheckoutSessions: TestCheckoutSessionsTable;
  testSubscriptions: TestSubscriptionsTable;
  diaryEntries: DiaryEntriesTable;
  diaryNotes: DiaryNotesTable;
  noteTags: NoteTagsTable;
  diaryImages: DiaryImagesTable;
  playerNotes: PlayerNotesTable;
  playerNoteVersions: PlayerNoteVersionsTable;
  diaryMentions: DiaryMentionsTable;
  playerLabels: PlayerLabelsTable;
  playerLabelAssignments: PlayerLabelAssignmentsTable;
  noteTemplates: NoteTemplatesTable;
  tennisPlayers: TennisPlayersTable;
  tennisPlayerMatches: TennisPlayerMatchesTable;
  tennisPlayerDraws: TennisPlayerDrawsTable;
  twoFactor: TwoFactorTable;
  twoFactorRecoveryCodes: TwoFactorRecoveryCodesTable;
  searchDocuments: SearchDocumentsTable;
  searchRankTerms: SearchRankTermsTable;
  historyImages: HistoryImagesTable;
  diaryVersions: DiaryVersionsTable;
  diaryVersionTabs: DiaryVersionTabsTable;
  charts: ChartsTable;
}

export interface UsersTable {
  id: string;
  username: string;
  /** Case- and NFKC-folded username (lib/identity.ts): uniqueness and login ignore case. */
  usernameKey: string;
  /** What the name looks like (lib/identity.ts): a new name may not pass for an existing one. */
  usernameSkeleton: string;
  email: string;
  passwordHash: string;
  isAdmin: number;
  mustChangePassword: number;
  /** Raised on every password change, ended session and disabling; tokens carrying an older version are refused. */
  tokenVersion: number;
  /** Set by an administrator: the user can neither log in nor use a token until enabled again. */
  disabled: number;
  createdAt: number;
  updatedAt: number;
}

export type RegistrationStatus = 'pending' | 'approved' | 'rejected';

export interface RegistrationRequestsTable {
  id: string;
  username: string;
  usernameKey: string;
  usernameSkeleton: string;
  email: string;
  message: string;
  status: RegistrationStatus;
  createdAt: number;
  decidedAt: number | null;
  decidedBy: string | null;
}

export interface PasswordResetTokensTable {
  /** SHA-256 of the token sent by e-mail; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
}

export interface RevokedTokensTable {
  jti: string;
  userId: string;
  /** The token's own expiry: after it the row is useless and may be purged. */
  expiresAt: number;
}

export interface SessionActivityTable {
  jti: string;
  userId: string;
  /** Epoch ms of the session's latest recorded request, to the resolution the guards record it at. */
  lastActiveAt: number;
  /** The token's own expiry: after it the row is useless and may be purged. */
  expiresAt: number;
}

export interface AuditLogTable {
  id: string;
  actorId: string | null;
  action: string;
  targetId: string | null;
  detail: string;
  createdAt: number;
}

export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  textBody: string;
  /** Null for a message queued before mails had an HTML part. */
  htmlBody: string | null;
  attempts: number;
  nextAttemptAt: number;
  /** Set while one worker delivers the message, so two instances never send it twice. */
  lockedUntil: number | null;
  sentAt: number | null;
  lastError: string | null;
  createdAt: number;
}

/**
 * A user's subscription as the payment provider last told us: the single source of truth for access.
 * The row appears when the user first starts a checkout (that is when their customer exists).
 */
export interface SubscriptionsTable {
  userId: string;
  stripeCustomerId: string;
  stripeSubscriptionId: string | null;
  /** Stripe's subscription status, or 'none' before any subscription. */
  status: string;
  priceId: string | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: number;
  /** When the subscription was created at the provider: of two subscriptions, the newer one wins. */
  subscriptionCreatedAt: number | null;
  /** When the provider's snapshot we hold was read: an older read never overwrites a newer one. */
  syncedAt: number | null;
  /** The member's checkout session as last opened: reused while it is open, so one member never has two. */
  checkoutSessionId: string | null;
  checkoutUrl: string | null;
  checkoutExpiresAt: number | null;
  updatedAt: number;
}

/** Stripe events already applied, so a redelivered event changes nothing. */
export interface StripeEventsTable {
  id: string;
  type: string;
  processedAt: number;
}

export type TestCheckoutStatus = 'open' | 'complete' | 'expired';

/** The offline test checkout's sessions: kept in the database so any server instance can complete one. */
export interface TestCheckoutSessionsTable {
  id: string;
  userId: string;
  customerId: string;
  status: TestCheckoutStatus;
  /** Set when the session is completed and its subscription made. */
  subscriptionId: string | null;
  expiresAt: number;
  createdAt: number;
}

/** The offline test provider's subscriptions, as Stripe keeps its own apart from what we track. */
export interface TestSubscriptionsTable {
  id: string;
  customerId: string;
  status: string;
  priceId: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: number;
  createdAt: number;
}

/** One user's day in the diary; it exists only while it holds at least one note. */
export interface DiaryEntriesTable {
  id: string;
  userId: string;
  /** YYYY-MM-DD, a real calendar date. */
  date: string;
  /** Raised by every save and rename: a save based on an older version is a conflict. */
  version: number;
  createdAt: number;
  updatedAt: number;
}

/** A note tab of a day, in the order of `position` (from 0). */
export interface DiaryNotesTable {
  id: string;
  entryId: string;
  position: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
}

/** A note's tag; `tagKey` (lower-cased) is what search and de-duplication compare. */
export interface NoteTagsTable {
  noteId: string;
  entryId: string;
  userId: string;
  position: number;
  tag: string;
  tagKey: string;
}

/** A note's image, re-encoded without metadata; at most one per note. */
export interface DiaryImagesTable {
  id: string;
  userId: string;
  entryId: string;
  /** Null only inside a save, between replacing the notes and handing kept images to the new ones. */
  noteId: string | null;
  mime: string;
  bytes: Buffer;
  width: number;
  height: number;
  /** Hex SHA-256 of `bytes`, and of the bytes as they were sent: an image sent again is recognised. */
  sha256: string;
  sourceSha256: string;
  /** When the user confirmed they may use the image. */
  termsAcceptedAt: number;
  createdAt: number;
}

/** A user's private note on a player at one edition of a tournament (ids are the tennis source's). */
export interface PlayerNotesTable {
  userId: string;
  tournamentId: string;
  playerId: string;
  /** The edition's season: each year's note is its own row. */
  tournamentYear: number;
  /** Plain text, never empty (an empty note is a deleted row). */
  note: string;
  createdAt: number;
  updatedAt: number;
}

/** A text of a player note that a save, delete or restore replaced; `version` counts 1, 2, 3 … per note. */
export interface PlayerNoteVersionsTable {
  userId: string;
  tournamentId: string;
  playerId: string;
  tournamentYear: number;
  version: number;
  note: string;
  /** When this text was saved, and when it was replaced. */
  savedAt: number;
  replacedAt: number;
}

/** A diary tab's mention of a player or tournament, written with the day (the backlinks' index). */
export interface DiaryMentionsTable {
  noteId: string;
  entryId: string;
  userId: string;
  /** The day's date, YYYY-MM-DD. */
  date: string;
  kind: 'player' | 'tournament' | 'chart';
  /** The tennis source's id, or the member's chart's (a UUID). */
  targetId: string;
}

/** A member's own label for players ('injury watch'), in one colour of the palette. */
export interface PlayerLabelsTable {
  id: string;
  userId: string;
  name: string;
  /** The name folded (case, accents, white space): unique per member. */
  nameKey: string;
  /** A colour name of the contract's LABEL_COLOURS. */
  colour: string;
  createdAt: number;
  updatedAt: number;
}

/** A label put on a player (the tennis source's id). */
export interface PlayerLabelAssignmentsTable {
  labelId: string;
  userId: string;
  playerId: string;
  createdAt: number;
}

/** A member's own template: rich text for a diary tab ('tab'), plain text for a player note ('note'). */
export interface NoteTemplatesTable {
  id: string;
  userId: string;
  kind: 'tab' | 'note';
  name: string;
  body: string;
  createdAt: number;
  updatedAt: number;
}

/** A player seen in a draw of the data source (`source`: 'demo' or 'upstream'). */
export interface TennisPlayersTable {
  source: string;
  playerId: string;
  firstName: string;
  lastName: string;
  /** Three letters ("ESP"); '' when unknown. */
  nation: string;
  /** "first last" folded for the name search (tennis/players/name-key.ts). */
  nameKey: string;
  /** The best seeding the player had in a singles draw read (tennis/players/seeding.ts); null when never seeded. */
  bestSeeding: number | null;
  updatedAt: number;
}

/** One match from one player's side (a doubles match has four rows); replaced with each fresh draw. */
export interface TennisPlayerMatchesTable {
  source: string;
  season: number;
  tournamentId: string;
  eventCode: string;
  eventName: string;
  matchKey: string;
  playOrder: number;
  roundName: string;
  isFinal: number;
  playerId: string;
  side: number;
  partnerId: string | null;
  opponentId: string;
  opponent2Id: string | null;
  /** 1 won, 0 lost, null not played yet. */
  won: number | null;
  /** JSON `SetResult[]`, GamesA the player's. */
  sets: string;
  reason: string | null;
  startDate: string;
}

/** The digest of a draw's bytes as last stored in the two tables above. */
export interface TennisPlayerDrawsTable {
  source: string;
  season: number;
  tournamentId: string;
  digest: string;
}

/** A user's TOTP secret; the row exists from the start of enrolment, `enabledAt` from its confirmation. */
export interface TwoFactorTable {
  userId: string;
  /** AES-256-GCM under a key derived from the JWT secret (two-factor.crypto.ts). */
  secretEncrypted: string;
  enabledAt: number | null;
  /** The last TOTP time step accepted, so that no code is accepted twice. */
  lastUsedStep: number | null;
  createdAt: number;
}

/** A one-time recovery code: its SHA-256 only (the code is random and long, so no slow hash is needed). */
export interface TwoFactorRecoveryCodesTable {
  userId: string;
  codeHash: string;
  usedAt: number | null;
  createdAt: number;
}

/**
 * The search index (issue 19): one row per diary tab ('diary') and per player note ('player'), written with it
 * and gone with it by cascade. The term columns are features/search/search-terms.ts's; PostgreSQL also keeps
 * `terms`, their tsvector (not in this interface: only the search's own SQL reads or writes it).
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  userId: string;
  kind: 'diary' | 'player' | 'chart';
  /** features/search/search-terms.ts ownerKey: what each indexed term is written after. */
  ownerKey: string;
  noteId: string | null;
  entryId: string | null;
  date: string;
  position: number | null;
  title: string;
  /** JSON array of the tab's tags as written. */
  tagList: string;
  playerId: string | null;
  tournamentId: string | null;
  playerName: string;
  tournamentName: string;
  year: number | null;
  /** A chart's row: the chart's id (its key is the member and this). */
  chartId: string | null;
  /** The plain text the excerpts are cut from. */
  body: string;
  words: string;
  tags: string;
  players: string;
  events: string;
}

/**
 * A search row's four term columns cut to their first characters (features/search/relevance.ts RANK_WINDOW):
 * what the relevance counts on, so a query reads a bounded part of each matched row (issue 30).
 */
export interface SearchRankTermsTable {
  /** The search_documents row's id. */
  id: number;
  words: string;
  tags: string;
  players: string;
  events: string;
}

/** A member's image as some version of a day showed it, kept once by its SHA-256 (issue 20). */
export interface HistoryImagesTable {
  userId: string;
  sha256: string;
  mime: string;
  bytes: Buffer;
  termsAcceptedAt: number;
}

/** A version of a day that a save, rename or delete replaced; `version` counts 1, 2, 3 … per day. */
export interface DiaryVersionsTable {
  userId: string;
  date: string;
  version: number;
  /** When this version was saved, and when it was replaced. */
  savedAt: number;
  replacedAt: number;
  /** UTF-8 bytes of its titles, HTML and tags, plus its images' bytes. */
  bytes: number;
}

/** A tab of a kept version. */
export interface DiaryVersionTabsTable {
  userId: string;
  date: string;
  version: number;
  position: number;
  title: string;
  content: string;
  /** JSON array of the tab's tags as written. */
  tags: string;
  imageSha256: string | null;
}

/** A charted match (issue 34): the chart as written, and what its lists and the scouting report read. */
export interface ChartsTable {
  id: string;
  userId: string;
  version: number;
  date: string;
  /** The players' directory ids, when they are in it. */
  firstPlayerId: string | null;
  secondPlayerId: string | null;
  tournamentId: string | null;
  tournamentYear: number | null;
  surface: string | null;
  pointCount: number;
  /** The sets as the scoreboard shows them ("6-4 3-6 7-6(5)"). */
  score: string;
  /** 0 or 1 once the match is over. */
  winner: number | null;
  /** The chart as the member wrote it, JSON (`ChartInput`). */
  chart: string;
  /** The match report's counts for the match, JSON (`Report` of `charting/report.ts`). */
  report: string;
  createdAt: number;
  updatedAt: number;
}
