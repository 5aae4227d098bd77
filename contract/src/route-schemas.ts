import type { Static, TSchema } from 'typebox';
import { DeleteAccountBody } from './account-deletion.js';
import { ApproveBody, MemberIdParams, MemberList, RegistrationRequestList, RequestIdParams } from './admin.js';
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  MeResponse,
  PublicConfigResponse,
  RegisterRequestBody,
  ResetPasswordBody,
} from './auth.js';
import {
  CancelSubscriptionResponse,
  RedirectResponse,
  SubscriptionStatusResponse,
  TestCheckoutParams,
  TestCheckoutSession,
  VerifySessionBody,
  VerifySessionResponse,
  WebhookAck,
} from './billing.js';
import {
  DiaryConflictResponse,
  DiaryDateQuery,
  DiaryDayResponse,
  DiaryListResponse,
  RenameTabBody,
  RenameTabResponse,
  SaveDiaryBody,
  SaveDiaryResponse,
  TagSearchQuery,
  TagSearchResponse,
} from './diary.js';
import {
  ChartConflictResponse,
  ChartIdParams,
  ChartListQuery,
  ChartsResponse,
  McpCsv,
  McpImportQuery,
  SaveChartBody,
  SaveChartResponse,
  ScoutingParams,
  ScoutingQuery,
  ScoutingResponse,
  StoredChart,
} from './charts.js';
import { ExportQuery, ExportSummary, ExportZip } from './data-export-routes.js';
import { ExportFile } from './data-export.js';
import { ErrorBody, errorResponses, MessageBody } from './errors.js';
import { HealthBody } from './health.js';
import { DayHistoryResponse, DayVersionQuery, DayVersionResponse, RestoreVersionBody } from './history.js';
import { MentionSuggestionsQuery, MentionSuggestionsResponse } from './mentions.js';
import {
  EarlierEditionsQuery,
  EarlierEditionsResponse,
  LastYearResponse,
  NotebookChartParams,
  NotebookChartResponse,
  NotebookPlayerParams,
  NotebookPlayerQuery,
  NotebookPlayerResponse,
  NotebookTournamentParams,
  NotebookTournamentResponse,
} from './notebook.js';
import {
  CreateLabelBody,
  LabelledPlayer,
  LabelledPlayerParams,
  LabelParams,
  LabelsResponse,
  PlayerLabel,
  SetPlayerLabelsBody,
  UpdateLabelBody,
} from './labels.js';
import {
  NotedPlayersResponse,
  PlayerDossierParams,
  PlayerDossierResponse,
  PlayerNoteHistoryResponse,
  PlayerNoteParams,
  PlayerNoteQuery,
  PlayerNoteResponse,
  RestorePlayerNoteBody,
  RestorePlayerNoteResponse,
  SavePlayerNoteBody,
  TournamentNotesParams,
} from './player-notes.js';
import type { RouteName } from './routes.js';
import { SearchQuery, SearchResponse } from './search.js';
import { ImportPreviewResponse, ImportQuery, ImportResultResponse } from './data-import.js';
import {
  CreateTemplateBody,
  NoteTemplate,
  TemplateListResponse,
  TemplateParams,
  UpdateTemplateBody,
} from './templates.js';
import { DrawParams, DrawResponse, SeasonsResponse, TournamentListQuery, TournamentListResponse } from './tennis.js';
import {
  HeadToHeadParams,
  HeadToHeadResponse,
  PlayerParams,
  PlayerResponse,
  PlayerSearchQuery,
  PlayerSearchResponse,
  PlayerSeasonQuery,
} from './tennis-players.js';
import {
  LoginOutcome,
  PasswordAndCodeBody,
  RecoveryCodes,
  TwoFactorLoginBody,
  TwoFactorSetup,
  TwoFactorSetupBody,
  TwoFactorStatus,
} from './two-factor.js';

/** A call's schemas, as Fastify's route `schema` takes them: the server validates and serialises with these. */
export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** Every answer the call may give, by status: its success and each refusal. */
  response: Record<number, TSchema>;
}

const health = { response: { 200: HealthBody, 503: ErrorBody } };
/** The upstream's failures: 502 it failed or answered garbage, 504 it timed out. */
const upstreamErrors = errorResponses(502, 504);
const twoFactorChange = <Answer extends TSchema>(answer: Answer) => ({
  body: PasswordAndCodeBody,
  response: { 200: answer, ...errorResponses(400, 401, 403, 409, 413, 429) },
});
const memberAction = { params: MemberIdParams, response: { 200: MessageBody, ...errorResponses(400, 401, 403, 404) } };

/** The schemas of every call in `ROUTES`, by the same names. */
export const ROUTE_SCHEMAS = {
  'health.live': health,
  'health.ready': health,
  'health.check': health,
  'publicConfig.get': { response: { 200: PublicConfigResponse } },

  'auth.registerRequest': {
    body: RegisterRequestBody,
    response: { 201: MessageBody, ...errorResponses(400, 409, 413, 429) },
  },
  'auth.login': { body: LoginBody, response: { 200: LoginOutcome, ...errorResponses(400, 401, 413, 429) } },
  'auth.forgotPassword': { body: ForgotPasswordBody, response: { 200: MessageBody, ...errorResponses(400, 413, 429) } },
  'auth.resetPassword': { body: ResetPasswordBody, response: { 200: MessageBody, ...errorResponses(400, 413, 429) } },
  'auth.me': { response: { 200: MeResponse, ...errorResponses(401) } },
  'auth.logout': { response: { 200: MessageBody, ...errorResponses(401) } },

  'twoFactor.login': {
    body: TwoFactorLoginBody,
    response: { 200: LoginResponse, ...errorResponses(400, 401, 413, 429) },
  },
  'twoFactor.status': { response: { 200: TwoFactorStatus, ...errorResponses(401, 403) } },
  'twoFactor.setup': {
    body: TwoFactorSetupBody,
    response: { 200: TwoFactorSetup, ...errorResponses(400, 401, 403, 409, 413, 429) },
  },
  'twoFactor.confirm': twoFactorChange(RecoveryCodes),
  'twoFactor.disable': twoFactorChange(MessageBody),
  'twoFactor.recoveryCodes': twoFactorChange(RecoveryCodes),

  'users.changePassword': {
    body: ChangePasswordBody,
    response: { 200: ChangePasswordResponse, ...errorResponses(400, 401, 413) },
  },

  'admin.requests': { response: { 200: RegistrationRequestList, ...errorResponses(401, 403) } },
  'admin.approve': {
    params: RequestIdParams,
    body: ApproveBody,
    response: { 200: MessageBody, ...errorResponses(400, 401, 403, 404, 409, 413) },
  },
  'admin.reject': {
    params: RequestIdParams,
    response: { 200: MessageBody, ...errorResponses(400, 401, 403, 404, 409) },
  },

  'members.list': { response: { 200: MemberList, ...errorResponses(401, 403) } },
  'members.endSessions': memberAction,
  'members.disable': memberAction,
  'members.enable': memberAction,
  'members.resetTwoFactor': {
    params: MemberIdParams,
    response: { 200: MessageBody, ...errorResponses(400, 401, 403, 404, 409) },
  },

  'diary.list': { response: { 200: DiaryListResponse, ...errorResponses(401, 402, 403) } },
  'diary.day': {
    querystring: DiaryDateQuery,
    response: { 200: DiaryDayResponse, ...errorResponses(400, 401, 402, 403) },
  },
  'diary.save': {
    body: SaveDiaryBody,
    response: { 200: SaveDiaryResponse, 409: DiaryConflictResponse, ...errorResponses(400, 401, 402, 403, 413, 429) },
  },
  'diary.renameTab': {
    body: RenameTabBody,
    response: { 200: RenameTabResponse, ...errorResponses(400, 401, 402, 403, 404, 413) },
  },
  'diary.tagSearch': {
    querystring: TagSearchQuery,
    response: { 200: TagSearchResponse, ...errorResponses(400, 401, 402, 403) },
  },

  'tennis.tournaments': {
    querystring: TournamentListQuery,
    response: { 200: TournamentListResponse, ...errorResponses(400, 401, 402, 403, 404), ...upstreamErrors },
  },
  'tennis.seasons': {
    response: { 200: SeasonsResponse, ...errorResponses(401, 402, 403), ...upstreamErrors },
  },
  'tennis.draw': {
    params: DrawParams,
    response: { 200: DrawResponse, ...errorResponses(400, 401, 402, 403, 404), ...upstreamErrors },
  },
  'tennis.playerSearch': {
    querystring: PlayerSearchQuery,
    response: { 200: PlayerSearchResponse, ...errorResponses(400, 401, 402, 403) },
  },
  'tennis.player': {
    params: PlayerParams,
    querystring: PlayerSeasonQuery,
    response: { 200: PlayerResponse, ...errorResponses(400, 401, 402, 403, 404), ...upstreamErrors },
  },
  'tennis.headToHead': {
    params: HeadToHeadParams,
    response: { 200: HeadToHeadResponse, ...errorResponses(400, 401, 402, 403, 404), ...upstreamErrors },
  },

  'playerNotes.dossier': {
    params: PlayerDossierParams,
    response: { 200: PlayerDossierResponse, ...errorResponses(400, 401, 402, 403) },
  },
  'playerNotes.noted': {
    params: TournamentNotesParams,
    querystring: PlayerNoteQuery,
    response: { 200: NotedPlayersResponse, ...errorResponses(400, 401, 402, 403) },
  },
  'playerNotes.get': {
    params: PlayerNoteParams,
    querystring: PlayerNoteQuery,
    response: { 200: PlayerNoteResponse, ...errorResponses(400, 401, 402, 403) },
  },
  'playerNotes.save': {
    params: PlayerNoteParams,
    querystring: PlayerNoteQuery,
    body: SavePlayerNoteBody,
    response: { 200: PlayerNoteResponse, ...errorResponses(400, 401, 402, 403, 413) },
  },
  'playerNotes.history': {
    params: PlayerNoteParams,
    querystring: PlayerNoteQuery,
    response: { 200: PlayerNoteHistoryResponse, ...errorResponses(400, 401, 402, 403) },
  },
  'playerNotes.restore': {
    params: PlayerNoteParams,
    querystring: PlayerNoteQuery,
    body: RestorePlayerNoteBody,
    response: { 200: RestorePlayerNoteResponse, ...errorResponses(400, 401, 402, 403, 404, 413) },
  },

  'templates.list': { response: { 200: TemplateListResponse, ...errorResponses(401, 402, 403) } },
  'templates.create': {
    body: CreateTemplateBody,
    response: { 201: NoteTemplate, ...errorResponses(400, 401, 402, 403, 409, 413) },
  },
  'templates.update': {
    params: TemplateParams,
    body: UpdateTemplateBody,
    response: { 200: NoteTemplate, ...errorResponses(400, 401, 402, 403, 404, 409, 413) },
  },
  'templates.delete': {
    params: TemplateParams,
    response: { 200: MessageBody, ...errorResponses(400, 401, 402, 403, 404) },
  },
  'notebook.player': {
    params: NotebookPlayerParams,
    querystring: NotebookPlayerQuery,
    response: { 200: NotebookPlayerResponse, ...errorResponses(400, 401, 402, 403) },
  },
  'notebook.tournament': {
    params: NotebookTournamentParams,
    response: { 200: NotebookTournamentResponse, ...errorResponses(400, 401, 402, 403, 404), ...upstreamErrors },
  },
  'notebook.lastYear': {
    params: NotebookTournamentParams,
    response: { 200: LastYearResponse, ...errorResponses(400, 401, 402, 403, 404), ...upstreamErrors },
  },
  'notebook.earlierEditions': {
    querystring: EarlierEditionsQuery,
    response: { 200: EarlierEditionsResponse, ...errorResponses(400, 401, 402, 403) },
  },
  'notebook.chart': {
    params: NotebookChartParams,
    querystring: NotebookPlayerQuery,
    response: { 200: NotebookChartResponse, ...errorResponses(400, 401, 402, 403) },
  },
  'labels.list': { response: { 200: LabelsResponse, ...errorResponses(401, 402, 403) } },
  'labels.create': {
    body: CreateLabelBody,
    response: { 201: PlayerLabel, ...errorResponses(400, 401, 402, 403, 409, 413) },
  },
  'labels.update': {
    params: LabelParams,
    body: UpdateLabelBody,
    response: { 200: PlayerLabel, ...errorResponses(400, 401, 402, 403, 404, 409, 413) },
  },
  'labels.delete': {
    params: LabelParams,
    response: { 200: MessageBody, ...errorResponses(400, 401, 402, 403, 404) },
  },
  'labels.setForPlayer': {
    params: LabelledPlayerParams,
    body: SetPlayerLabelsBody,
    response: { 200: LabelledPlayer, ...errorResponses(400, 401, 402, 403, 404, 413) },
  },
  'charts.list': {
    querystring: ChartListQuery,
    response: { 200: ChartsResponse, ...errorResponses(400, 401, 402, 403) },
  },
  'charts.get': { params: ChartIdParams, response: { 200: StoredChart, ...errorResponses(400, 401, 402, 403, 404) } },
  'charts.save': {
    params: ChartIdParams,
    body: SaveChartBody,
    response: { 200: SaveChartResponse, 409: ChartConflictResponse, ...errorResponses(400, 401, 402, 403, 413, 429) },
  },
  'charts.delete': {
    params: ChartIdParams,
    response: { 200: MessageBody, ...errorResponses(400, 401, 402, 403, 404) },
  },
  'charts.scouting': {
    params: ScoutingParams,
    querystring: ScoutingQuery,
    response: { 200: ScoutingResponse, ...errorResponses(400, 401, 402, 403) },
  },
  // The CSV is sent as it is (text/csv): the 200 documents the body.
  'charts.exportMcp': { params: ChartIdParams, response: { 200: McpCsv, ...errorResponses(400, 401, 402, 403, 404) } },
  'charts.importMcp': {
    querystring: McpImportQuery,
    body: McpCsv,
    response: { 201: StoredChart, ...errorResponses(400, 401, 402, 403, 409, 413, 415) },
  },
  'mentions.suggest': {
    querystring: MentionSuggestionsQuery,
    response: { 200: MentionSuggestionsResponse, ...errorResponses(400, 401, 402, 403) },
  },
  'search.query': {
    querystring: SearchQuery,
    response: { 200: SearchResponse, ...errorResponses(400, 401, 402, 403) },
  },
  // The export's files are streamed: Fastify sends a stream as it is, so these 200s document the body only.
  'export.summary': {
    querystring: ExportQuery,
    response: { 200: ExportSummary, ...errorResponses(400, 401, 402, 403) },
  },
  'export.json': {
    querystring: ExportQuery,
    response: { 200: ExportFile, ...errorResponses(400, 401, 402, 403, 429) },
  },
  'export.markdown': {
    querystring: ExportQuery,
    response: { 200: ExportZip, ...errorResponses(400, 401, 402, 403, 429) },
  },
  // The import's body is the file itself, read as raw bytes by the route (issue 20): it has no schema.
  'import.preview': { response: { 200: ImportPreviewResponse, ...errorResponses(400, 401, 402, 403, 413) } },
  'import.commit': {
    querystring: ImportQuery,
    response: { 200: ImportResultResponse, ...errorResponses(400, 401, 402, 403, 413) },
  },

  // A member erasing their own account (issue 20); 503 when the payment provider cannot cancel the subscription.
  'account.delete': {
    body: DeleteAccountBody,
    response: { 200: MessageBody, ...errorResponses(400, 401, 403, 409, 413, 429, 503) },
  },
  // A day's history (issue 20).
  'history.list': {
    querystring: DiaryDateQuery,
    response: { 200: DayHistoryResponse, ...errorResponses(400, 401, 402, 403) },
  },
  'history.version': {
    querystring: DayVersionQuery,
    response: { 200: DayVersionResponse, ...errorResponses(400, 401, 402, 403, 404) },
  },
  'history.restore': {
    body: RestoreVersionBody,
    response: {
      200: SaveDiaryResponse,
      409: DiaryConflictResponse,
      ...errorResponses(400, 401, 402, 403, 404, 413, 429),
    },
  },

  'billing.status': { response: { 200: SubscriptionStatusResponse, ...errorResponses(401, 403) } },
  'billing.startCheckout': { response: { 200: RedirectResponse, ...errorResponses(401, 403, 409, 503) } },
  'billing.verifySession': {
    body: VerifySessionBody,
    response: { 200: VerifySessionResponse, ...errorResponses(400, 401, 402, 403, 404, 413, 503) },
  },
  'billing.cancel': { response: { 200: CancelSubscriptionResponse, ...errorResponses(401, 403, 409, 503) } },
  'billing.resume': { response: { 200: MessageBody, ...errorResponses(401, 403, 409, 503) } },
  'billing.portal': { response: { 200: RedirectResponse, ...errorResponses(401, 403, 409, 503) } },

  // The body is read as raw bytes, since Stripe's signature covers them exactly: it has no schema.
  'stripeWebhook.receive': { response: { 200: WebhookAck, ...errorResponses(400, 404, 413, 500, 503) } },

  'testCheckout.view': {
    params: TestCheckoutParams,
    response: { 200: TestCheckoutSession, ...errorResponses(400, 404) },
  },
  'testCheckout.complete': {
    params: TestCheckoutParams,
    response: { 200: RedirectResponse, ...errorResponses(400, 404, 409) },
  },
} as const satisfies Record<RouteName, RouteSchema>;

type SchemasOf<N extends RouteName> = (typeof ROUTE_SCHEMAS)[N];
type StaticOf<S, Field extends string> = S extends { [K in Field]: infer T extends TSchema } ? Static<T> : undefined;

export type RouteParams<N extends RouteName> = StaticOf<SchemasOf<N>, 'params'>;
export type RouteQuery<N extends RouteName> = StaticOf<SchemasOf<N>, 'querystring'>;
export type RouteBody<N extends RouteName> = StaticOf<SchemasOf<N>, 'body'>;
/** The success answer: 200, or 201 for a call that creates something. */
export type RouteAnswer<N extends RouteName> = SchemasOf<N>['response'] extends { 200: infer T extends TSchema }
  ? Static<T>
  : StaticOf<SchemasOf<N>['response'], '201'>;

/** What a caller passes: the call's params, query and body, each only when the call has one. */
export type RouteInput<N extends RouteName> = (RouteParams<N> extends undefined
  ? unknown
  : { params: RouteParams<N> }) &
  (RouteQuery<N> extends undefined ? unknown : { query: RouteQuery<N> }) &
  (RouteBody<N> extends undefined ? unknown : { body: RouteBody<N> });
