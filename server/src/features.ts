import path from 'node:path';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { AuthGuards } from './features/access/guards.js';
import { registerAccess, type Access } from './features/access/register-access.js';
import { createAdminService } from './features/admin/admin.service.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { createMembersService } from './features/admin/members.service.js';
import { memberRoutes } from './features/admin/members.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { createAuthService } from './features/auth/auth.service.js';
import { createLoginThrottle } from './features/auth/login-throttle.js';
import { createPasswordResetService } from './features/auth/password-reset.service.js';
import { createRegistrationService } from './features/auth/registration.service.js';
import { billingRoutes } from './features/billing/billing.routes.js';
import { createBillingService } from './features/billing/billing.service.js';
import { createStripeProvider } from './features/billing/stripe-provider.js';
import { createStripeWebhooks } from './features/billing/stripe-webhooks.js';
import { stripeWebhookRoutes } from './features/billing/stripe-webhooks.routes.js';
import { testCheckoutRoutes } from './features/billing/test-checkout.routes.js';
import { createTestCheckoutService } from './features/billing/test-checkout.service.js';
import { createTestProvider } from './features/billing/test-provider.js';
import { diaryRoutes } from './features/diary/diary.routes.js';
import { createDiaryService } from './features/diary/diary.service.js';
import { createLoginChallenges } from './features/two-factor/login-challenge.js';
import { createTwoFactorLogin } from './features/two-factor/two-factor-login.service.js';
import { createSecretBox } from './features/two-factor/two-factor.crypto.js';
import { twoFactorRoutes } from './features/two-factor/two-factor.routes.js';
import { createTwoFactorService } from './features/two-factor/two-factor.service.js';
import { healthRoutes } from './features/health/health.routes.js';
import { createMailer } from './features/mail/mail.service.js';
import { localOutboxTransport, smtpTransport } from './features/mail/mail.transports.js';
import { playerNotesRoutes } from './features/player-notes/player-notes.routes.js';
import { createPlayerNotesService } from './features/player-notes/player-notes.service.js';
import { publicConfigRoutes } from './features/public-config/public-config.routes.js';
import { createTennisData } from './features/tennis/tennis-sources.js';
import { tennisRoutes } from './features/tennis/tennis.routes.js';
import { usersRoutes } from './features/users/users.routes.js';
import { createUsersService } from './features/users/users.service.js';
import type { AppInstance } from './lib/app-instance.js';
import type { Clock } from './lib/clock.js';
import { createTokenService } from './lib/tokens.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { connectRedis } from './plugins/redis.js';

export interface FeatureDeps {
  config: Config;
  db: Database;
  now: Clock;
  redisKeyPrefix: string;
}

/** Builds each feature's services with exactly what it uses, and registers its routes. */
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

  healthRoutes(app, { db, redis });
  publicConfigRoutes(app, config);
  await authRoutes(app, {
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
    guards,
  });
  const twoFactor = createTwoFactorService({ db, box, throttle, now });
  await twoFactorRoutes(app, { twoFactor, login: twoFactorLogin, guards });
  await usersRoutes(app, createUsersService({ db, tokens, now, announceAccessChange }), guards);
  await adminRoutes(app, createAdminService({ db, mailer, now, site }), guards);
  await memberRoutes(app, createMembersService({ db, mailer, now, site, announceAccessChange }), guards);
  await diaryRoutes(app, createDiaryService({ db, now }), guards);
  const tennis = createTennisData(config.tennis, { now, log: app.log, redis, redisKeyPrefix });
  await tennisRoutes(app, tennis, guards);
  await playerNotesRoutes(app, createPlayerNotesService({ db, now, tournaments: tennis, log: app.log }), guards);
  await registerBilling(app, { config, db, now, announceAccessChange }, guards);
}

/** Stripe when it is configured; otherwise the offline test provider and its checkout page. */
async function registerBilling(
  app: AppInstance,
  { config, db, now, announceAccessChange }: Omit<FeatureDeps, 'redisKeyPrefix'> & Pick<Access, 'announceAccessChange'>,
  guards: AuthGuards,
) {
  const { publicUrl } = config;
  const stripe = config.stripe && createStripeProvider(config.stripe, { publicUrl, now, log: app.log });
  const provider = stripe ?? createTestProvider({ db, now, publicUrl });
  await billingRoutes(app, createBillingService({ db, provider, now, announceAccessChange }), guards);
  await stripeWebhookRoutes(
    app,
    stripe && createStripeWebhooks({ db, stripe, now, log: app.log, announceAccessChange }),
  );
  if (!stripe) {
    const priceDisplay = config.subscriptionPriceDisplay;
    testCheckoutRoutes(app, createTestCheckoutService({ db, now, publicUrl, priceDisplay, announceAccessChange }));
  }
}
