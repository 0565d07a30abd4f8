import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text,
  	\`address_line1\` text,
  	\`address_line2\` text,
  	\`address_city\` text,
  	\`address_state\` text,
  	\`address_zip\` text,
  	\`preferences_product_news\` integer DEFAULT false,
  	\`preferences_owner_updates\` integer DEFAULT true,
  	\`preferences_events\` integer DEFAULT false,
  	\`preferences_sms\` integer DEFAULT false,
  	\`session_version\` numeric DEFAULT 0,
  	\`revoked_sessions\` text,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_customers\`("id", "name", "phone", "address_line1", "address_line2", "address_city", "address_state", "address_zip", "preferences_product_news", "preferences_owner_updates", "preferences_events", "preferences_sms", "session_version", "revoked_sessions", "demo", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "phone", "address_line1", "address_line2", "address_city", "address_state", "address_zip", "preferences_product_news", "preferences_owner_updates", "preferences_events", "preferences_sms", "session_version", "revoked_sessions", "demo", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`customers\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`ALTER TABLE \`__new_customers\` RENAME TO \`customers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancellation_by\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancellation_reason\` text;`)
  await db.run(sql`ALTER TABLE \`money_actions\` ADD \`notify_customer\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`money_actions\` ADD \`customer_mailed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text,
  	\`address_line1\` text,
  	\`address_line2\` text,
  	\`address_city\` text,
  	\`address_state\` text,
  	\`address_zip\` text,
  	\`preferences_product_news\` integer DEFAULT true,
  	\`preferences_owner_updates\` integer DEFAULT true,
  	\`preferences_events\` integer DEFAULT false,
  	\`preferences_sms\` integer DEFAULT false,
  	\`session_version\` numeric DEFAULT 0,
  	\`revoked_sessions\` text,
  	\`demo\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_customers\`("id", "name", "phone", "address_line1", "address_line2", "address_city", "address_state", "address_zip", "preferences_product_news", "preferences_owner_updates", "preferences_events", "preferences_sms", "session_version", "revoked_sessions", "demo", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "name", "phone", "address_line1", "address_line2", "address_city", "address_state", "address_zip", "preferences_product_news", "preferences_owner_updates", "preferences_events", "preferences_sms", "session_version", "revoked_sessions", "demo", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`customers\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`ALTER TABLE \`__new_customers\` RENAME TO \`customers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`cancellation_by\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`cancellation_reason\`;`)
  await db.run(sql`ALTER TABLE \`money_actions\` DROP COLUMN \`notify_customer\`;`)
  await db.run(sql`ALTER TABLE \`money_actions\` DROP COLUMN \`customer_mailed_at\`;`)
}
