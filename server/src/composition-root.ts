import path from 'node:path';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { createChartsWriter, createDiaryWriter, createNoteWriter } from './writers.js';
import { accessHook } from './features/access/route-access-hooks.js';
import { registerAccess, type Access } from './features/access/register-access.js';
import { accountHandlers } from './features/accounts/account-deletion.handlers.js';
import { createAccountDeletion } from './features/accounts/account-deletion.service.js';
import { createAdminService } from './features/admin/admin.service.js';
import { adminHandlers } from './features/admin/admin.handlers.js';
import { createMembersService } from './features/admin/members.service.js';
import { membersHandlers } from './features/admin/members.handlers.js';
import { authHandlers } from './features/auth/auth.handlers.js';
import { createAuthService } from './features/auth/auth.service.js';
import { createLoginThrottle } from './features/auth/login-throttle.js';
import { passwordChangeHandlers } from './features/auth/password-change.handlers.js';
import { createPasswordChangeService } from './features/auth/password-change.service.js';
import { createPasswordResetService } from './features/auth/password-reset.service.js';
import { createRegistrationService } from './features/auth/registration.service.js';
import { billingHandlers } from './features/billing/billing.handlers.js';
import { createBillingService } from './features/billing/billing.service.js';
import { createStripeProvider } from './features/billing/stripe-provider.js';
import { createStripeWebhooks } from './features/billing/stripe-webhooks.js';
import { stripeWebhookHandlers } from './features/billing/stripe-webhooks.handlers.js';
import { offlineCheckoutHandlers } from './features/billing/offline-checkout.handlers.js';
import { createOfflineCheckoutService } from './features/billing/offline-checkout.service.js';
import { createOfflineProvider } from './features/billing/offline-provider.js';
import { diaryHandlers } from './features/diary/diary.handlers.js';
import { createDiaryService } from './features/diary/diary.service.js';
import { createLoginChallenges } from './features/two-factor/login-challenge.js';
import { createTwoFactorLogin } from './features/two-factor/two-factor-login.service.js';
import { createReauthentication } from './features/two-factor/reauthentication.js';
import { createSecretBox } from './features/two-factor/two-factor.crypto.js';
import { twoFactorHandlers } from './features/two-factor/two-factor.handlers.js';
import { createTwoFactorService } from './features/two-factor/two-factor.service.js';
import { healthHandlers } from './features/health/health.handlers.js';
import { createMailer } from './features/mail/mail.service.js';
import { localOutboxTransport, smtpTransport } from './features/mail/mail.transports.js';
import { notebookHandlers } from './features/notebook/notebook.handlers.js';
import { createNotebookService } from './features/notebook/notebook.service.js';
import { tennisFactsOf } from './features/notebook/tennis-facts.js';
import { chartsHandlers } from './features/charts/charts.handlers.js';
import { createChartsService } from './features/charts/charts.service.js';
import { labelsHandlers } from './features/labels/labels.handlers.js';
import { createLabelsService } from './features/labels/labels.service.js';
import { createMentions } from './features/mentions/mentions.js';
import { playerNotesHandlers } from './features/player-notes/player-notes.handlers.js';
import { createPlayerNotesService } from './features/player-notes/player-notes.service.js';
import { templatesHandlers } from './features/templates/templates.handlers.js';
import { createTemplatesService } from './features/templates/templates.service.js';
import { importHandlers } from './features/import/import.handlers.js';
import { createImportReader } from './features/import/import-reader.js';
import { createImportService } from './features/import/import.service.js';
import { createImportStaging } from './features/import/import-staging.js';
import { historyHandlers } from './features/history/history.handlers.js';
import { createHistoryService } from './features/history/history.service.js';
import { searchHandlers } from './features/search/search.handlers.js';
import { createSearchService } from './features/search/search.service.js';
import { createExportSlots } from './features/export/export-slots.js';
import { exportHandlers } from './features/export/export.handlers.js';
import { closeTabConverter } from './features/export/tab-converter.js';
import { publicConfigHandlers } from './features/public-config/public-config.handlers.js';
import { createTennisPlayers } from './features/tennis/players/tennis-players.js';
import { createTennisData } from './features/tennis/tennis-sources.js';
import { tennisHandlers } from './features/tennis/tennis.handlers.js';
import type { AppInstance } from './lib/app-instance.js';
import type { Clock } from './lib/clock.js';
import { registerRoutes } from './lib/register-routes.js';
import { createTokenService } from './features/access/token-service.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { connectRedis } from './plugins/redis.js';

export interface FeatureDeps {
  config: Config;
  db: Database;
  now: Clock;
  redisKeyPrefix: string;
}

/** The composition root: builds each feature's services with exactly what it uses, and registers its handlers. */
export async function registerFeatures(app: AppInstance, { config, db, now, redisKeyPrefix }: FeatureDeps) {
  const redis = config.redisUrl ? connectRedis(app, config.redisUrl) : undefined;
  await registerRateLimit(app, redis, redisKeyPrefix);

  const tokens = createTokenService(config.jwtSecret, now);
  const { guards, announceAccessChange } = registerAccess(app, {
    db,
    tokens,
    now,
    idleTimeoutMs: config.sessionIdleMs,
    redis,
    redisKeyPrefix,
  });
  const throttle = createLoginThrottle(redis, redisKeyPrefix);
  const mailer = createMailer({
    db,
    transport: config.smtpUrl
      ? smtpTransport(config.smtpUrl)
      : localOutboxTransport(path.join(config.dataDir, 'outbox'), app.log, now, {
          logLinks: config.env === 'development',
        }),
    from: config.mailFrom,
    log: app.log,
    now,
  });
  app.addHook('onClose', () => mailer.close());
  const site = { name: config.siteName, publicUrl: config.publicUrl };
  const box = createSecretBox(config.jwtSecret);
  const challenges = createLoginChallenges(config.jwtSecret, now);
  const twoFactorLogin = createTwoFactorLogin({ db, box, tokens, throttle, challenges, now });

  // Every fresh draw the source answers fills the players tables behind the player pages.
  const players = createTennisPlayers({
    db,
    data: createTennisData(config.tennis, { now, log: app.log, redis, redisKeyPrefix }),
    now,
    log: app.log,
  });
  const tennis = players.data;
  const mentions = createMentions({ db, players, log: app.log });
  // Only a listening server (not a test's injected requests): the reading runs behind the first requests.
  app.addHook('onListen', (done) => {
    void mentions.readPlayersAhead();
    done();
  });
  // A demo season being read for a player page stops at close, instead of writing to a closed database.
  app.addHook('onClose', (_instance, done) => {
    players.stop();
    done();
  });
  const payments = choosePaymentProvider(app, { config, db, now });
  const writer = createDiaryWriter(db);
  const noteWriter = createNoteWriter();
  const chartWriter = createChartsWriter();
  const diary = createDiaryService({ db, now, writer, mentionTargets: mentions.targets });
  const importReader = createImportReader({ logger: app.log });
  const importStaging = createImportStaging(config.dataDir);
  await importStaging.prepare();
  app.addHook('onClose', () => importReader.close());
  app.addHook('onClose', closeTabConverter);
  await registerRoutes(app, (access) => accessHook(access, guards), {
    ...healthHandlers({ db, redis }),
    ...publicConfigHandlers(config),
    ...authHandlers({
      auth: createAuthService({
        db,
        tokens,
        throttle,
        now,
        announceAccessChange,
        twoFactorChallenge: (user) => twoFactorLogin.challengeFor(user),
      }),
      registration: createRegistrationService({ db, mailer, now, site }),
      passwordReset: createPasswordResetService({ db, mailer, throttle, now, site, announceAccessChange }),
    }),
    ...twoFactorHandlers({ twoFactor: createTwoFactorService({ db, box, throttle, now }), login: twoFactorLogin }),
    ...passwordChangeHandlers(createPasswordChangeService({ db, tokens, now, announceAccessChange })),
    ...adminHandlers(createAdminService({ db, mailer, now, site })),
    ...membersHandlers(createMembersService({ db, mailer, now, site, announceAccessChange })),
    ...diaryHandlers(diary),
    ...tennisHandlers(tennis),
    ...players.handlers,
    ...playerNotesHandlers(
      createPlayerNotesService({ db, now, tournaments: tennis, writer: noteWriter, log: app.log }),
    ),
    ...templatesHandlers(createTemplatesService({ db, now })),
    ...notebookHandlers(createNotebookService({ db, source: tennis.source, tennis: tennisFactsOf(tennis) })),
    ...labelsHandlers(createLabelsService({ db, now })),
    ...chartsHandlers(createChartsService({ db, now, writer: chartWriter })),
    ...mentions.handlers,
    ...searchHandlers(createSearchService({ db })),
    ...exportHandlers({ db, now, slots: createExportSlots() }),
    ...importHandlers(
      createImportService({
        db,
        now,
        writer,
        noteWriter,
        chartWriter,
        mentionTargets: mentions.targets,
        reader: importReader,
      }),
      importStaging,
    ),
    ...historyHandlers(createHistoryService({ db, diary })),
    ...paymentHandlers(app, { config, db, now, announceAccessChange, ...payments }),
    ...accountHandlers(
      createAccountDeletion({
        db,
        reauthentication: createReauthentication({ db, box, throttle, now }),
        provider: payments.provider,
        now,
        announceAccessChange,
        log: app.log,
      }),
    ),
  });
}

/** Stripe when it is configured; otherwise the offline test provider, which mirrors it on our own origin. */
function choosePaymentProvider(app: AppInstance, { config, db, now }: Omit<FeatureDeps, 'redisKeyPrefix'>) {
  const { publicUrl } = config;
  const stripe = config.stripe && createStripeProvider(config.stripe, { publicUrl, now, log: app.log });
  return { stripe, provider: stripe ?? createOfflineProvider({ db, now, publicUrl }) };
}

/** The billing routes over the chosen provider; without Stripe, the offline test provider's checkout page too. */
function paymentHandlers(
  app: AppInstance,
  {
    config,
    db,
    now,
    announceAccessChange,
    stripe,
    provider,
  }: Omit<FeatureDeps, 'redisKeyPrefix'> &
    Pick<Access, 'announceAccessChange'> &
    ReturnType<typeof choosePaymentProvider>,
) {
  const { publicUrl } = config;
  const priceDisplay = config.subscriptionPriceDisplay;
  return {
    ...billingHandlers(createBillingService({ db, provider, now, announceAccessChange })),
    ...stripeWebhookHandlers(stripe && createStripeWebhooks({ db, stripe, now, log: app.log, announceAccessChange })),
    ...(stripe
      ? { 'testCheckout.view': null, 'testCheckout.complete': null }
      : offlineCheckoutHandlers(
          createOfflineCheckoutService({ db, now, publicUrl, priceDisplay, announceAccessChange }),
        )),
  };
}
