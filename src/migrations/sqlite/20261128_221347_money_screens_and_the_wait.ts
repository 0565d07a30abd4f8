import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_changes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by\` text NOT NULL,
  	\`before\` text NOT NULL,
  	\`after\` text NOT NULL,
  	\`price_before\` numeric NOT NULL,
  	\`price_after\` numeric NOT NULL,
  	\`difference\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_changes_order_idx\` ON \`orders_changes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_changes_parent_id_idx\` ON \`orders_changes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`delivery_lines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`taken_at\` text NOT NULL,
  	\`reason\` text NOT NULL,
  	\`plan\` text NOT NULL,
  	\`window_months\` numeric NOT NULL,
  	\`lines\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`delivery_lines_taken_at_idx\` ON \`delivery_lines\` (\`taken_at\`);`)
  await db.run(sql`CREATE INDEX \`delivery_lines_updated_at_idx\` ON \`delivery_lines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`delivery_lines_created_at_idx\` ON \`delivery_lines\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`window_moves\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`reason\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`window_moves_order_idx\` ON \`window_moves\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`window_moves_updated_at_idx\` ON \`window_moves\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`window_moves_created_at_idx\` ON \`window_moves\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`handover_slots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`place\` text NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`minutes\` numeric DEFAULT 60 NOT NULL,
  	\`capacity\` numeric DEFAULT 1 NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`handover_slots_starts_at_idx\` ON \`handover_slots\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`handover_slots_published_idx\` ON \`handover_slots\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`handover_slots_updated_at_idx\` ON \`handover_slots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`handover_slots_created_at_idx\` ON \`handover_slots\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`production_plan_months_capacity\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`trim\` text NOT NULL,
  	\`units\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`production_plan_months\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`production_plan_months_capacity_order_idx\` ON \`production_plan_months_capacity\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`production_plan_months_capacity_parent_id_idx\` ON \`production_plan_months_capacity\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`production_plan_months\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`month\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`production_plan\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`production_plan_months_order_idx\` ON \`production_plan_months\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`production_plan_months_parent_id_idx\` ON \`production_plan_months\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`production_plan\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`window_months\` numeric DEFAULT 2 NOT NULL,
  	\`show_place_in_line\` integer DEFAULT true,
  	\`reason\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
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
  await db.run(sql`ALTER TABLE \`users\` ADD \`enable_a_p_i_key\` integer;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key_index\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancellation_by\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancellation_reason\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`change_policy\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`handover_slot_id\` integer REFERENCES handover_slots(id);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`handover_booked_at\` text;`)
  await db.run(sql`CREATE INDEX \`orders_handover_handover_slot_idx\` ON \`orders\` (\`handover_slot_id\`);`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`calendar\` text;`)
  await db.run(sql`ALTER TABLE \`money_actions\` ADD \`notify_customer\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`money_actions\` ADD \`customer_mailed_at\` text;`)
  await db.run(sql`ALTER TABLE \`money_actions\` ADD \`dispute_reason\` text;`)
  await db.run(sql`ALTER TABLE \`money_actions\` ADD \`respond_by\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`delivery_lines_id\` integer REFERENCES delivery_lines(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`window_moves_id\` integer REFERENCES window_moves(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`handover_slots_id\` integer REFERENCES handover_slots(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_delivery_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`delivery_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_window_moves_id_idx\` ON \`payload_locked_documents_rels\` (\`window_moves_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_handover_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`handover_slots_id\`);`)
  await db.run(sql`ALTER TABLE \`commerce\` ADD \`change_rules_until\` text DEFAULT 'in-production';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders_changes\`;`)
  await db.run(sql`DROP TABLE \`delivery_lines\`;`)
  await db.run(sql`DROP TABLE \`window_moves\`;`)
  await db.run(sql`DROP TABLE \`handover_slots\`;`)
  await db.run(sql`DROP TABLE \`production_plan_months_capacity\`;`)
  await db.run(sql`DROP TABLE \`production_plan_months\`;`)
  await db.run(sql`DROP TABLE \`production_plan\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`placement_key\` text,
  	\`status\` text DEFAULT 'reserved' NOT NULL,
  	\`disputed\` integer DEFAULT false,
  	\`cancellation_mail\` text,
  	\`configuration_trim_uid\` text NOT NULL,
  	\`configuration_trim_label\` text NOT NULL,
  	\`configuration_trim_price\` numeric NOT NULL,
  	\`configuration_color_uid\` text NOT NULL,
  	\`configuration_color_name\` text NOT NULL,
  	\`configuration_color_price\` numeric NOT NULL,
  	\`pricing_trim\` numeric NOT NULL,
  	\`pricing_color\` numeric NOT NULL,
  	\`pricing_options\` numeric NOT NULL,
  	\`pricing_destination_fee\` numeric NOT NULL,
  	\`pricing_total\` numeric NOT NULL,
  	\`financing_mode\` text,
  	\`financing_term_months\` numeric,
  	\`financing_credit_band\` text,
  	\`financing_down_payment_percent\` numeric,
  	\`financing_apr_percent\` numeric,
  	\`financing_monthly_payment\` numeric,
  	\`first_deposit_amount\` numeric NOT NULL,
  	\`first_deposit_status\` text DEFAULT 'due' NOT NULL,
  	\`first_deposit_due_date\` text,
  	\`first_deposit_paid_at\` text,
  	\`second_deposit_amount\` numeric NOT NULL,
  	\`second_deposit_status\` text DEFAULT 'due' NOT NULL,
  	\`second_deposit_due_date\` text,
  	\`second_deposit_paid_at\` text,
  	\`second_deposit_called_at\` text,
  	\`second_deposit_reminder7_sent_at\` text,
  	\`second_deposit_reminder1_sent_at\` text,
  	\`second_deposit_overdue_sent_at\` text,
  	\`refund_policy\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "number", "customer_id", "placement_key", "status", "disputed", "cancellation_mail", "configuration_trim_uid", "configuration_trim_label", "configuration_trim_price", "configuration_color_uid", "configuration_color_name", "configuration_color_price", "pricing_trim", "pricing_color", "pricing_options", "pricing_destination_fee", "pricing_total", "financing_mode", "financing_term_months", "financing_credit_band", "financing_down_payment_percent", "financing_apr_percent", "financing_monthly_payment", "first_deposit_amount", "first_deposit_status", "first_deposit_due_date", "first_deposit_paid_at", "second_deposit_amount", "second_deposit_status", "second_deposit_due_date", "second_deposit_paid_at", "second_deposit_called_at", "second_deposit_reminder7_sent_at", "second_deposit_reminder1_sent_at", "second_deposit_overdue_sent_at", "refund_policy", "updated_at", "created_at") SELECT "id", "number", "customer_id", "placement_key", "status", "disputed", "cancellation_mail", "configuration_trim_uid", "configuration_trim_label", "configuration_trim_price", "configuration_color_uid", "configuration_color_name", "configuration_color_price", "pricing_trim", "pricing_color", "pricing_options", "pricing_destination_fee", "pricing_total", "financing_mode", "financing_term_months", "financing_credit_band", "financing_down_payment_percent", "financing_apr_percent", "financing_monthly_payment", "first_deposit_amount", "first_deposit_status", "first_deposit_due_date", "first_deposit_paid_at", "second_deposit_amount", "second_deposit_status", "second_deposit_due_date", "second_deposit_paid_at", "second_deposit_called_at", "second_deposit_reminder7_sent_at", "second_deposit_reminder1_sent_at", "second_deposit_overdue_sent_at", "refund_policy", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_placement_key_idx\` ON \`orders\` (\`placement_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_disputed_idx\` ON \`orders\` (\`disputed\`);`)
  await db.run(sql`CREATE INDEX \`orders_cancellation_mail_idx\` ON \`orders\` (\`cancellation_mail\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
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
  	\`money_actions_id\` integer,
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
  	FOREIGN KEY (\`money_actions_id\`) REFERENCES \`money_actions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "media_id", "authors_id", "tags_id", "users_id", "subscribers_id", "customers_id", "orders_id", "outbox_id", "redirects_id", "verification_tokens_id", "support_requests_id", "owner_pages_id", "faqs_id", "email_change_requests_id", "trim_levels_id", "colors_id", "options_id", "option_categories_id", "payments_id", "payment_events_id", "money_actions_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "media_id", "authors_id", "tags_id", "users_id", "subscribers_id", "customers_id", "orders_id", "outbox_id", "redirects_id", "verification_tokens_id", "support_requests_id", "owner_pages_id", "faqs_id", "email_change_requests_id", "trim_levels_id", "colors_id", "options_id", "option_categories_id", "payments_id", "payment_events_id", "money_actions_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_money_actions_id_idx\` ON \`payload_locked_documents_rels\` (\`money_actions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
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
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`enable_a_p_i_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key_index\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`calendar\`;`)
  await db.run(sql`ALTER TABLE \`money_actions\` DROP COLUMN \`notify_customer\`;`)
  await db.run(sql`ALTER TABLE \`money_actions\` DROP COLUMN \`customer_mailed_at\`;`)
  await db.run(sql`ALTER TABLE \`money_actions\` DROP COLUMN \`dispute_reason\`;`)
  await db.run(sql`ALTER TABLE \`money_actions\` DROP COLUMN \`respond_by\`;`)
  await db.run(sql`ALTER TABLE \`commerce\` DROP COLUMN \`change_rules_until\`;`)
}
