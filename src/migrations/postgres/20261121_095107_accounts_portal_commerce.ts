import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_verification_tokens_purpose" AS ENUM('sign-in-link', 'password-reset');
  CREATE TYPE "public"."enum_support_requests_status" AS ENUM('open', 'in-progress', 'resolved');
  CREATE TYPE "public"."enum_support_requests_source" AS ENUM('contact-page', 'portal');
  CREATE TYPE "public"."enum_payments_kind" AS ENUM('first', 'second');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('pending', 'succeeded', 'failed');
  CREATE TYPE "public"."enum_payments_provider" AS ENUM('test', 'stripe');
  CREATE TABLE "verification_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"identifier" varchar NOT NULL,
  	"purpose" "enum_verification_tokens_purpose" NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "support_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_support_requests_status" DEFAULT 'open' NOT NULL,
  	"customer_id" integer,
  	"related_order_id" integer,
  	"source" "enum_support_requests_source" DEFAULT 'contact-page' NOT NULL,
  	"subject" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"zip" varchar,
  	"message" varchar NOT NULL,
  	"mailing_list" boolean DEFAULT false,
  	"marketing" boolean DEFAULT false,
  	"privacy_accepted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "owner_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"summary" varchar,
  	"content" jsonb NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "email_change_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer NOT NULL,
  	"new_email" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trim_levels_feature_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "trim_levels_colors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"color_id" integer NOT NULL,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"is_default" boolean DEFAULT false
  );
  
  CREATE TABLE "trim_levels_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"option_id" integer NOT NULL,
  	"is_default" boolean DEFAULT false,
  	"selectable" boolean DEFAULT true
  );
  
  CREATE TABLE "trim_levels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uid" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"description" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "trim_levels_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "colors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uid" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"swatch" varchar NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "colors_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uid" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric DEFAULT 0 NOT NULL,
  	"category_id" integer NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"details_title" varchar,
  	"details_text" varchar,
  	"details_image_id" integer,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "option_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"intro" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"kind" "enum_payments_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"status" "enum_payments_status" DEFAULT 'pending' NOT NULL,
  	"provider" "enum_payments_provider" NOT NULL,
  	"provider_reference" varchar,
  	"checkout_url" varchar,
  	"return_path" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"failure_message" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"provider" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"payment_id" integer,
  	"outcome" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "settings_support_subjects" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "commerce_financing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"credit_band" varchar NOT NULL,
  	"months" numeric NOT NULL,
  	"apr_percent" numeric NOT NULL
  );
  
  CREATE TABLE "commerce" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_deposit" numeric DEFAULT 0 NOT NULL,
  	"second_deposit" numeric DEFAULT 0 NOT NULL,
  	"destination_fee" numeric DEFAULT 0 NOT NULL,
  	"down_payment_min_percent" numeric DEFAULT 10 NOT NULL,
  	"down_payment_max_percent" numeric DEFAULT 90 NOT NULL,
  	"down_payment_default_percent" numeric DEFAULT 20 NOT NULL,
  	"prequalification_url" varchar,
  	"disclaimer" varchar,
  	"refund_policy" varchar,
  	"delivery_forecast" varchar,
  	"delivery_note" varchar,
  	"pickup_point_name" varchar,
  	"pickup_point_address" varchar,
  	"pickup_point_phone" varchar,
  	"pickup_point_maps_url" varchar,
  	"pickup_point_map_id" integer,
  	"pickup_point_photo_id" integer,
  	"terms" varchar,
  	"next_steps" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "customers_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customers_sessions" CASCADE;
  ALTER TABLE "orders" ADD COLUMN "placement_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verification_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "support_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "owner_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_change_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trim_levels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "colors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "options_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "option_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_events_id" integer;
  ALTER TABLE "settings" ADD COLUMN "support_email" varchar;
  ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_related_order_id_orders_id_fk" FOREIGN KEY ("related_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_texts" ADD CONSTRAINT "faqs_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trim_levels_feature_slides" ADD CONSTRAINT "trim_levels_feature_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trim_levels_feature_slides" ADD CONSTRAINT "trim_levels_feature_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trim_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trim_levels_colors" ADD CONSTRAINT "trim_levels_colors_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trim_levels_colors" ADD CONSTRAINT "trim_levels_colors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trim_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trim_levels_options" ADD CONSTRAINT "trim_levels_options_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trim_levels_options" ADD CONSTRAINT "trim_levels_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trim_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trim_levels_rels" ADD CONSTRAINT "trim_levels_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."trim_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trim_levels_rels" ADD CONSTRAINT "trim_levels_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "colors_rels" ADD CONSTRAINT "colors_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "colors_rels" ADD CONSTRAINT "colors_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "options" ADD CONSTRAINT "options_category_id_option_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."option_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "options" ADD CONSTRAINT "options_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "options" ADD CONSTRAINT "options_details_image_id_media_id_fk" FOREIGN KEY ("details_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "settings_support_subjects" ADD CONSTRAINT "settings_support_subjects_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "commerce_financing" ADD CONSTRAINT "commerce_financing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."commerce"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "commerce" ADD CONSTRAINT "commerce_pickup_point_map_id_media_id_fk" FOREIGN KEY ("pickup_point_map_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "commerce" ADD CONSTRAINT "commerce_pickup_point_photo_id_media_id_fk" FOREIGN KEY ("pickup_point_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "verification_tokens_identifier_idx" ON "verification_tokens" USING btree ("identifier");
  CREATE UNIQUE INDEX "verification_tokens_token_hash_idx" ON "verification_tokens" USING btree ("token_hash");
  CREATE INDEX "verification_tokens_expires_idx" ON "verification_tokens" USING btree ("expires");
  CREATE INDEX "verification_tokens_updated_at_idx" ON "verification_tokens" USING btree ("updated_at");
  CREATE INDEX "verification_tokens_created_at_idx" ON "verification_tokens" USING btree ("created_at");
  CREATE INDEX "support_requests_status_idx" ON "support_requests" USING btree ("status");
  CREATE INDEX "support_requests_customer_idx" ON "support_requests" USING btree ("customer_id");
  CREATE INDEX "support_requests_related_order_idx" ON "support_requests" USING btree ("related_order_id");
  CREATE INDEX "support_requests_updated_at_idx" ON "support_requests" USING btree ("updated_at");
  CREATE INDEX "support_requests_created_at_idx" ON "support_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_pages_slug_idx" ON "owner_pages" USING btree ("slug");
  CREATE INDEX "owner_pages_updated_at_idx" ON "owner_pages" USING btree ("updated_at");
  CREATE INDEX "owner_pages_created_at_idx" ON "owner_pages" USING btree ("created_at");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "faqs_texts_order_parent" ON "faqs_texts" USING btree ("order","parent_id");
  CREATE INDEX "email_change_requests_customer_idx" ON "email_change_requests" USING btree ("customer_id");
  CREATE UNIQUE INDEX "email_change_requests_token_hash_idx" ON "email_change_requests" USING btree ("token_hash");
  CREATE INDEX "email_change_requests_updated_at_idx" ON "email_change_requests" USING btree ("updated_at");
  CREATE INDEX "email_change_requests_created_at_idx" ON "email_change_requests" USING btree ("created_at");
  CREATE INDEX "trim_levels_feature_slides_order_idx" ON "trim_levels_feature_slides" USING btree ("_order");
  CREATE INDEX "trim_levels_feature_slides_parent_id_idx" ON "trim_levels_feature_slides" USING btree ("_parent_id");
  CREATE INDEX "trim_levels_feature_slides_image_idx" ON "trim_levels_feature_slides" USING btree ("image_id");
  CREATE INDEX "trim_levels_colors_order_idx" ON "trim_levels_colors" USING btree ("_order");
  CREATE INDEX "trim_levels_colors_parent_id_idx" ON "trim_levels_colors" USING btree ("_parent_id");
  CREATE INDEX "trim_levels_colors_color_idx" ON "trim_levels_colors" USING btree ("color_id");
  CREATE INDEX "trim_levels_options_order_idx" ON "trim_levels_options" USING btree ("_order");
  CREATE INDEX "trim_levels_options_parent_id_idx" ON "trim_levels_options" USING btree ("_parent_id");
  CREATE INDEX "trim_levels_options_option_idx" ON "trim_levels_options" USING btree ("option_id");
  CREATE UNIQUE INDEX "trim_levels_uid_idx" ON "trim_levels" USING btree ("uid");
  CREATE INDEX "trim_levels_updated_at_idx" ON "trim_levels" USING btree ("updated_at");
  CREATE INDEX "trim_levels_created_at_idx" ON "trim_levels" USING btree ("created_at");
  CREATE INDEX "trim_levels_rels_order_idx" ON "trim_levels_rels" USING btree ("order");
  CREATE INDEX "trim_levels_rels_parent_idx" ON "trim_levels_rels" USING btree ("parent_id");
  CREATE INDEX "trim_levels_rels_path_idx" ON "trim_levels_rels" USING btree ("path");
  CREATE INDEX "trim_levels_rels_media_id_idx" ON "trim_levels_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "colors_uid_idx" ON "colors" USING btree ("uid");
  CREATE INDEX "colors_updated_at_idx" ON "colors" USING btree ("updated_at");
  CREATE INDEX "colors_created_at_idx" ON "colors" USING btree ("created_at");
  CREATE INDEX "colors_rels_order_idx" ON "colors_rels" USING btree ("order");
  CREATE INDEX "colors_rels_parent_idx" ON "colors_rels" USING btree ("parent_id");
  CREATE INDEX "colors_rels_path_idx" ON "colors_rels" USING btree ("path");
  CREATE INDEX "colors_rels_media_id_idx" ON "colors_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "options_uid_idx" ON "options" USING btree ("uid");
  CREATE INDEX "options_category_idx" ON "options" USING btree ("category_id");
  CREATE INDEX "options_image_idx" ON "options" USING btree ("image_id");
  CREATE INDEX "options_details_details_image_idx" ON "options" USING btree ("details_image_id");
  CREATE INDEX "options_updated_at_idx" ON "options" USING btree ("updated_at");
  CREATE INDEX "options_created_at_idx" ON "options" USING btree ("created_at");
  CREATE UNIQUE INDEX "option_categories_label_idx" ON "option_categories" USING btree ("label");
  CREATE INDEX "option_categories_updated_at_idx" ON "option_categories" USING btree ("updated_at");
  CREATE INDEX "option_categories_created_at_idx" ON "option_categories" USING btree ("created_at");
  CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");
  CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider_reference");
  CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" USING btree ("idempotency_key");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_events_event_id_idx" ON "payment_events" USING btree ("event_id");
  CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE INDEX "settings_support_subjects_order_idx" ON "settings_support_subjects" USING btree ("_order");
  CREATE INDEX "settings_support_subjects_parent_id_idx" ON "settings_support_subjects" USING btree ("_parent_id");
  CREATE INDEX "commerce_financing_order_idx" ON "commerce_financing" USING btree ("_order");
  CREATE INDEX "commerce_financing_parent_id_idx" ON "commerce_financing" USING btree ("_parent_id");
  CREATE INDEX "commerce_pickup_point_pickup_point_map_idx" ON "commerce" USING btree ("pickup_point_map_id");
  CREATE INDEX "commerce_pickup_point_pickup_point_photo_idx" ON "commerce" USING btree ("pickup_point_photo_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verification_tokens_fk" FOREIGN KEY ("verification_tokens_id") REFERENCES "public"."verification_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_requests_fk" FOREIGN KEY ("support_requests_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_owner_pages_fk" FOREIGN KEY ("owner_pages_id") REFERENCES "public"."owner_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_change_requests_fk" FOREIGN KEY ("email_change_requests_id") REFERENCES "public"."email_change_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trim_levels_fk" FOREIGN KEY ("trim_levels_id") REFERENCES "public"."trim_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_colors_fk" FOREIGN KEY ("colors_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_options_fk" FOREIGN KEY ("options_id") REFERENCES "public"."options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_option_categories_fk" FOREIGN KEY ("option_categories_id") REFERENCES "public"."option_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "orders_placement_key_idx" ON "orders" USING btree ("placement_key");
  CREATE INDEX "payload_locked_documents_rels_verification_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("verification_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_support_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("support_requests_id");
  CREATE INDEX "payload_locked_documents_rels_owner_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("owner_pages_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_email_change_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("email_change_requests_id");
  CREATE INDEX "payload_locked_documents_rels_trim_levels_id_idx" ON "payload_locked_documents_rels" USING btree ("trim_levels_id");
  CREATE INDEX "payload_locked_documents_rels_colors_id_idx" ON "payload_locked_documents_rels" USING btree ("colors_id");
  CREATE INDEX "payload_locked_documents_rels_options_id_idx" ON "payload_locked_documents_rels" USING btree ("options_id");
  CREATE INDEX "payload_locked_documents_rels_option_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("option_categories_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "customers_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "verification_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "support_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "owner_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_change_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trim_levels_feature_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trim_levels_colors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trim_levels_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trim_levels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trim_levels_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "colors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "colors_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "option_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "settings_support_subjects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commerce_financing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commerce" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "verification_tokens" CASCADE;
  DROP TABLE "support_requests" CASCADE;
  DROP TABLE "owner_pages" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_texts" CASCADE;
  DROP TABLE "email_change_requests" CASCADE;
  DROP TABLE "trim_levels_feature_slides" CASCADE;
  DROP TABLE "trim_levels_colors" CASCADE;
  DROP TABLE "trim_levels_options" CASCADE;
  DROP TABLE "trim_levels" CASCADE;
  DROP TABLE "trim_levels_rels" CASCADE;
  DROP TABLE "colors" CASCADE;
  DROP TABLE "colors_rels" CASCADE;
  DROP TABLE "options" CASCADE;
  DROP TABLE "option_categories" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "settings_support_subjects" CASCADE;
  DROP TABLE "commerce_financing" CASCADE;
  DROP TABLE "commerce" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verification_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_support_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_owner_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_change_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trim_levels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_colors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_options_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_option_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  DROP INDEX "orders_placement_key_idx";
  DROP INDEX "payload_locked_documents_rels_verification_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_support_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_owner_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_faqs_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_change_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_trim_levels_id_idx";
  DROP INDEX "payload_locked_documents_rels_colors_id_idx";
  DROP INDEX "payload_locked_documents_rels_options_id_idx";
  DROP INDEX "payload_locked_documents_rels_option_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  ALTER TABLE "customers_sessions" ADD CONSTRAINT "customers_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "customers_sessions_order_idx" ON "customers_sessions" USING btree ("_order");
  CREATE INDEX "customers_sessions_parent_id_idx" ON "customers_sessions" USING btree ("_parent_id");
  ALTER TABLE "orders" DROP COLUMN "placement_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verification_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "support_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "owner_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_change_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trim_levels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "colors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "options_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "option_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";
  ALTER TABLE "settings" DROP COLUMN "support_email";
  DROP TYPE "public"."enum_verification_tokens_purpose";
  DROP TYPE "public"."enum_support_requests_status";
  DROP TYPE "public"."enum_support_requests_source";
  DROP TYPE "public"."enum_payments_kind";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_payments_provider";`)
}
