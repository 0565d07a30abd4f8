import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`verification_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`identifier\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`expires\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`verification_tokens_identifier_idx\` ON \`verification_tokens\` (\`identifier\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`verification_tokens_token_hash_idx\` ON \`verification_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`verification_tokens_expires_idx\` ON \`verification_tokens\` (\`expires\`);`)
  await db.run(sql`CREATE INDEX \`verification_tokens_updated_at_idx\` ON \`verification_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`verification_tokens_created_at_idx\` ON \`verification_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`support_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`customer_id\` integer,
  	\`related_order_id\` integer,
  	\`source\` text DEFAULT 'contact-page' NOT NULL,
  	\`subject\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`zip\` text,
  	\`message\` text NOT NULL,
  	\`mailing_list\` integer DEFAULT false,
  	\`marketing\` integer DEFAULT false,
  	\`privacy_accepted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`related_order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`support_requests_status_idx\` ON \`support_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`support_requests_customer_idx\` ON \`support_requests\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`support_requests_related_order_idx\` ON \`support_requests\` (\`related_order_id\`);`)
  await db.run(sql`CREATE INDEX \`support_requests_updated_at_idx\` ON \`support_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`support_requests_created_at_idx\` ON \`support_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`owner_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`summary\` text,
  	\`content\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_pages_slug_idx\` ON \`owner_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`owner_pages_updated_at_idx\` ON \`owner_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`owner_pages_created_at_idx\` ON \`owner_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faqs_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_texts_order_parent\` ON \`faqs_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`email_change_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`new_email\` text NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`email_change_requests_customer_idx\` ON \`email_change_requests\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`email_change_requests_token_hash_idx\` ON \`email_change_requests\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`email_change_requests_updated_at_idx\` ON \`email_change_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_change_requests_created_at_idx\` ON \`email_change_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`trim_levels_feature_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trim_levels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trim_levels_feature_slides_order_idx\` ON \`trim_levels_feature_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`trim_levels_feature_slides_parent_id_idx\` ON \`trim_levels_feature_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`trim_levels_feature_slides_image_idx\` ON \`trim_levels_feature_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`trim_levels_colors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`color_id\` integer NOT NULL,
  	\`price\` numeric DEFAULT 0 NOT NULL,
  	\`is_default\` integer DEFAULT false,
  	FOREIGN KEY (\`color_id\`) REFERENCES \`colors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trim_levels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trim_levels_colors_order_idx\` ON \`trim_levels_colors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`trim_levels_colors_parent_id_idx\` ON \`trim_levels_colors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`trim_levels_colors_color_idx\` ON \`trim_levels_colors\` (\`color_id\`);`)
  await db.run(sql`CREATE TABLE \`trim_levels_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`option_id\` integer NOT NULL,
  	\`is_default\` integer DEFAULT false,
  	\`selectable\` integer DEFAULT true,
  	FOREIGN KEY (\`option_id\`) REFERENCES \`options\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trim_levels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trim_levels_options_order_idx\` ON \`trim_levels_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`trim_levels_options_parent_id_idx\` ON \`trim_levels_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`trim_levels_options_option_idx\` ON \`trim_levels_options\` (\`option_id\`);`)
  await db.run(sql`CREATE TABLE \`trim_levels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`uid\` text NOT NULL,
  	\`label\` text NOT NULL,
  	\`price\` numeric DEFAULT 0 NOT NULL,
  	\`description\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`trim_levels_uid_idx\` ON \`trim_levels\` (\`uid\`);`)
  await db.run(sql`CREATE INDEX \`trim_levels_updated_at_idx\` ON \`trim_levels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`trim_levels_created_at_idx\` ON \`trim_levels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`trim_levels_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`trim_levels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trim_levels_rels_order_idx\` ON \`trim_levels_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`trim_levels_rels_parent_idx\` ON \`trim_levels_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`trim_levels_rels_path_idx\` ON \`trim_levels_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`trim_levels_rels_media_id_idx\` ON \`trim_levels_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`colors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`uid\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`swatch\` text NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`colors_uid_idx\` ON \`colors\` (\`uid\`);`)
  await db.run(sql`CREATE INDEX \`colors_updated_at_idx\` ON \`colors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`colors_created_at_idx\` ON \`colors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`colors_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`colors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`colors_rels_order_idx\` ON \`colors_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`colors_rels_parent_idx\` ON \`colors_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`colors_rels_path_idx\` ON \`colors_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`colors_rels_media_id_idx\` ON \`colors_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`options\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`uid\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`price\` numeric DEFAULT 0 NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`description\` text,
  	\`image_id\` integer,
  	\`details_title\` text,
  	\`details_text\` text,
  	\`details_image_id\` integer,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`option_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`details_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`options_uid_idx\` ON \`options\` (\`uid\`);`)
  await db.run(sql`CREATE INDEX \`options_category_idx\` ON \`options\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`options_image_idx\` ON \`options\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`options_details_details_image_idx\` ON \`options\` (\`details_image_id\`);`)
  await db.run(sql`CREATE INDEX \`options_updated_at_idx\` ON \`options\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`options_created_at_idx\` ON \`options\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`option_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`intro\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`option_categories_label_idx\` ON \`option_categories\` (\`label\`);`)
  await db.run(sql`CREATE INDEX \`option_categories_updated_at_idx\` ON \`option_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`option_categories_created_at_idx\` ON \`option_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`provider\` text NOT NULL,
  	\`provider_reference\` text,
  	\`checkout_url\` text,
  	\`return_path\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`failure_message\` text,
  	\`paid_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`payments_order_idx\` ON \`payments\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_customer_idx\` ON \`payments\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_status_idx\` ON \`payments\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`payments_provider_reference_idx\` ON \`payments\` (\`provider_reference\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_idempotency_key_idx\` ON \`payments\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`payment_id\` integer,
  	\`outcome\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`payment_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_events_event_id_idx\` ON \`payment_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_payment_idx\` ON \`payment_events\` (\`payment_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_updated_at_idx\` ON \`payment_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_created_at_idx\` ON \`payment_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`settings_support_subjects\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_support_subjects_order_idx\` ON \`settings_support_subjects\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_support_subjects_parent_id_idx\` ON \`settings_support_subjects\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`commerce_financing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`credit_band\` text NOT NULL,
  	\`months\` numeric NOT NULL,
  	\`apr_percent\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`commerce\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`commerce_financing_order_idx\` ON \`commerce_financing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`commerce_financing_parent_id_idx\` ON \`commerce_financing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`commerce\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_deposit\` numeric DEFAULT 0 NOT NULL,
  	\`second_deposit\` numeric DEFAULT 0 NOT NULL,
  	\`destination_fee\` numeric DEFAULT 0 NOT NULL,
  	\`down_payment_min_percent\` numeric DEFAULT 10 NOT NULL,
  	\`down_payment_max_percent\` numeric DEFAULT 90 NOT NULL,
  	\`down_payment_default_percent\` numeric DEFAULT 20 NOT NULL,
  	\`prequalification_url\` text,
  	\`disclaimer\` text,
  	\`refund_policy\` text,
  	\`delivery_forecast\` text,
  	\`delivery_note\` text,
  	\`pickup_point_name\` text,
  	\`pickup_point_address\` text,
  	\`pickup_point_phone\` text,
  	\`pickup_point_maps_url\` text,
  	\`pickup_point_map_id\` integer,
  	\`pickup_point_photo_id\` integer,
  	\`terms\` text,
  	\`next_steps\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`pickup_point_map_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`pickup_point_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`commerce_pickup_point_pickup_point_map_idx\` ON \`commerce\` (\`pickup_point_map_id\`);`)
  await db.run(sql`CREATE INDEX \`commerce_pickup_point_pickup_point_photo_idx\` ON \`commerce\` (\`pickup_point_photo_id\`);`)
  await db.run(sql`DROP TABLE \`customers_sessions\`;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`placement_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_placement_key_idx\` ON \`orders\` (\`placement_key\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`verification_tokens_id\` integer REFERENCES verification_tokens(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`support_requests_id\` integer REFERENCES support_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`owner_pages_id\` integer REFERENCES owner_pages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faqs_id\` integer REFERENCES faqs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`email_change_requests_id\` integer REFERENCES email_change_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`trim_levels_id\` integer REFERENCES trim_levels(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`colors_id\` integer REFERENCES colors(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`options_id\` integer REFERENCES options(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`option_categories_id\` integer REFERENCES option_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payments_id\` integer REFERENCES payments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_events_id\` integer REFERENCES payment_events(id);`)
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
  await db.run(sql`ALTER TABLE \`settings\` ADD \`support_email\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`customers_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_sessions_order_idx\` ON \`customers_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customers_sessions_parent_id_idx\` ON \`customers_sessions\` (\`_parent_id\`);`)
  await db.run(sql`DROP TABLE \`verification_tokens\`;`)
  await db.run(sql`DROP TABLE \`support_requests\`;`)
  await db.run(sql`DROP TABLE \`owner_pages\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs_texts\`;`)
  await db.run(sql`DROP TABLE \`email_change_requests\`;`)
  await db.run(sql`DROP TABLE \`trim_levels_feature_slides\`;`)
  await db.run(sql`DROP TABLE \`trim_levels_colors\`;`)
  await db.run(sql`DROP TABLE \`trim_levels_options\`;`)
  await db.run(sql`DROP TABLE \`trim_levels\`;`)
  await db.run(sql`DROP TABLE \`trim_levels_rels\`;`)
  await db.run(sql`DROP TABLE \`colors\`;`)
  await db.run(sql`DROP TABLE \`colors_rels\`;`)
  await db.run(sql`DROP TABLE \`options\`;`)
  await db.run(sql`DROP TABLE \`option_categories\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`DROP TABLE \`payment_events\`;`)
  await db.run(sql`DROP TABLE \`settings_support_subjects\`;`)
  await db.run(sql`DROP TABLE \`commerce_financing\`;`)
  await db.run(sql`DROP TABLE \`commerce\`;`)
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
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "media_id", "authors_id", "tags_id", "users_id", "subscribers_id", "customers_id", "orders_id", "outbox_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "media_id", "authors_id", "tags_id", "users_id", "subscribers_id", "customers_id", "orders_id", "outbox_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`DROP INDEX \`orders_placement_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`placement_key\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`support_email\`;`)
}
