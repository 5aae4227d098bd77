import type { Kysely } from 'kysely';

/** Subscriptions (one row per user), the Stripe events already applied, and the offline test checkout's sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stripe_customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('stripe_subscription_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('price_id', 'text')
    .addColumn('current_period_end', 'bigint')
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_created_at', 'bigint')
    .addColumn('synced_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('test_checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_checkout_sessions_user').on('test_checkout_sessions').column('user_id').execute();
}
