import { sql, type Kysely } from 'kysely';

/**
 * The member's open checkout session, kept on their subscriptions row so a second click reuses it rather
 * than opening a second payable one; and the offline test provider's own record of its subscriptions,
 * which until now it read from the subscriptions row (one per member), so a replaced one seemed unpaid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema.alterTable('subscriptions').addColumn('checkout_session_id', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('checkout_url', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('checkout_expires_at', 'bigint').execute();

  await db.schema
    .createTable('test_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text', (c) => c.notNull())
    .addColumn('current_period_end', 'bigint', (c) => c.notNull())
    .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('test_subscriptions_customer').on('test_subscriptions').column('customer_id').execute();

  // The test subscriptions made so far live only on the subscriptions rows.
  await sql`
    INSERT INTO test_subscriptions
      (id, customer_id, status, price_id, current_period_end, cancel_at_period_end, created_at)
    SELECT stripe_subscription_id, stripe_customer_id, status, price_id, current_period_end, cancel_at_period_end,
      subscription_created_at
    FROM subscriptions
    WHERE stripe_subscription_id LIKE 'sub_test_%'
      AND price_id IS NOT NULL AND current_period_end IS NOT NULL AND subscription_created_at IS NOT NULL
  `.execute(db);
}
