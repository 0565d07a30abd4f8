import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`money_actions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`payment_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`status\` text NOT NULL,
  	\`actor\` text NOT NULL,
  	\`actor_email\` text,
  	\`reason\` text NOT NULL,
  	\`policy_override\` integer DEFAULT false,
  	\`idempotency_key\` text NOT NULL,
  	\`provider_reference\` text,
  	\`failure_message\` text,
  	\`settled_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`payment_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`money_actions_order_idx\` ON \`money_actions\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`money_actions_payment_idx\` ON \`money_actions\` (\`payment_id\`);`)
  await db.run(sql`CREATE INDEX \`money_actions_status_idx\` ON \`money_actions\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`money_actions_idempotency_key_idx\` ON \`money_actions\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`money_actions_provider_reference_idx\` ON \`money_actions\` (\`provider_reference\`);`)
  await db.run(sql`CREATE INDEX \`money_actions_updated_at_idx\` ON \`money_actions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`money_actions_created_at_idx\` ON \`money_actions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`disputed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`refund_policy\` text;`)
  await db.run(sql`CREATE INDEX \`orders_disputed_idx\` ON \`orders\` (\`disputed\`);`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`charge_reference\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`card_last4\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`refunded_amount\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`payments_charge_reference_idx\` ON \`payments\` (\`charge_reference\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`money_actions_id\` integer REFERENCES money_actions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_money_actions_id_idx\` ON \`payload_locked_documents_rels\` (\`money_actions_id\`);`)
  await db.run(sql`ALTER TABLE \`commerce\` ADD \`refund_rules_first_deposit_refundable\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`commerce\` ADD \`refund_rules_first_deposit_until\` text DEFAULT 'in-production';`)
  await db.run(sql`ALTER TABLE \`commerce\` ADD \`refund_rules_second_deposit_refundable\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`commerce\` ADD \`refund_rules_second_deposit_until\` text DEFAULT 'in-production';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`money_actions\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`media_id\` integer,
  	\`authors_id\` integer,
  	\`tags_id\` integer,
  	\`users_id\` integer,
  	\`subscribers_id\` integer,
  	\`customers_id\` integer,
  	\`orders_id\` integer,
  	\`outbox_id\` integer,
  	\`redirects_id\` integer,
  	\`verification_tokens_id\` integer,
  	\`support_requests_id\` integer,
  	\`owner_pages_id\` integer,
  	\`faqs_id\` integer,
  	\`email_change_requests_id\` integer,
  	\`trim_levels_id\` integer,
  	\`colors_id\` integer,
  	\`options_id\` integer,
  	\`option_categories_id\` integer,
  	\`payments_id\` integer,
  	\`payment_events_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_tokens_id\`) REFERENCES \`verification_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_requests_id\`) REFERENCES \`support_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`owner_pages_id\`) REFERENCES \`owner_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_change_requests_id\`) REFERENCES \`email_change_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trim_levels_id\`) REFERENCES \`trim_levels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`colors_id\`) REFERENCES \`colors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`options_id\`) REFERENCES \`options\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`option_categories_id\`) REFERENCES \`option_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "media_id", "authors_id", "tags_id", "users_id", "subscribers_id", "customers_id", "orders_id", "outbox_id", "redirects_id", "verification_tokens_id", "support_requests_id", "owner_pages_id", "faqs_id", "email_change_requests_id", "trim_levels_id", "colors_id", "options_id", "option_categories_id", "payments_id", "payment_events_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "media_id", "authors_id", "tags_id", "users_id", "subscribers_id", "customers_id", "orders_id", "outbox_id", "redirects_id", "verification_tokens_id", "support_requests_id", "owner_pages_id", "faqs_id", "email_change_requests_id", "trim_levels_id", "colors_id", "options_id", "option_categories_id", "payments_id", "payment_events_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`support_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_owner_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`owner_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_change_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`email_change_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trim_levels_id_idx\` ON \`payload_locked_documents_rels\` (\`trim_levels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_colors_id_idx\` ON \`payload_locked_documents_rels\` (\`colors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_options_id_idx\` ON \`payload_locked_documents_rels\` (\`options_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_option_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`option_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`DROP INDEX \`orders_disputed_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`disputed\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`refund_policy\`;`)
  await db.run(sql`DROP INDEX \`payments_charge_reference_idx\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`charge_reference\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`card_last4\`;`)
  await db.run(sql`ALTER TABLE \`payments\` DROP COLUMN \`refunded_amount\`;`)
  await db.run(sql`ALTER TABLE \`commerce\` DROP COLUMN \`refund_rules_first_deposit_refundable\`;`)
  await db.run(sql`ALTER TABLE \`commerce\` DROP COLUMN \`refund_rules_first_deposit_until\`;`)
  await db.run(sql`ALTER TABLE \`commerce\` DROP COLUMN \`refund_rules_second_deposit_refundable\`;`)
  await db.run(sql`ALTER TABLE \`commerce\` DROP COLUMN \`refund_rules_second_deposit_until\`;`)
}
