import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`users\` ADD \`enable_a_p_i_key\` integer;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key_index\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`delivery_lines_id\` integer REFERENCES delivery_lines(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`window_moves_id\` integer REFERENCES window_moves(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_delivery_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`delivery_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_window_moves_id_idx\` ON \`payload_locked_documents_rels\` (\`window_moves_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`delivery_lines\`;`)
  await db.run(sql`DROP TABLE \`window_moves\`;`)
  await db.run(sql`DROP TABLE \`production_plan_months_capacity\`;`)
  await db.run(sql`DROP TABLE \`production_plan_months\`;`)
  await db.run(sql`DROP TABLE \`production_plan\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_money_actions_id_idx\` ON \`payload_locked_documents_rels\` (\`money_actions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`enable_a_p_i_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key_index\`;`)
}
