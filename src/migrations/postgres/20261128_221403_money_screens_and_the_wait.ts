import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_cancellation_by" AS ENUM('customer', 'staff', 'system');
  CREATE TYPE "public"."enum_commerce_change_rules_until" AS ENUM('first-deposit-paid', 'second-deposit-due', 'second-deposit-paid', 'in-production', 'ready', 'delivered');
  ALTER TYPE "public"."enum_orders_history_status" ADD VALUE 'ready' BEFORE 'delivered';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'ready' BEFORE 'delivered';
  ALTER TYPE "public"."enum_verification_tokens_purpose" ADD VALUE 'change-order';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recomputeDeliveryWindows' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'tellWindowMoves' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recomputeDeliveryWindows' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'tellWindowMoves' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_commerce_refund_rules_first_deposit_until" ADD VALUE 'ready' BEFORE 'delivered';
  ALTER TYPE "public"."enum_commerce_refund_rules_second_deposit_until" ADD VALUE 'ready' BEFORE 'delivered';
  CREATE TABLE "orders_changes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar NOT NULL,
  	"before" varchar NOT NULL,
  	"after" varchar NOT NULL,
  	"price_before" numeric NOT NULL,
  	"price_after" numeric NOT NULL,
  	"difference" numeric NOT NULL
  );
  
  CREATE TABLE "delivery_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"taken_at" timestamp(3) with time zone NOT NULL,
  	"reason" varchar NOT NULL,
  	"plan" jsonb NOT NULL,
  	"window_months" numeric NOT NULL,
  	"lines" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "window_moves" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"reason" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "handover_slots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"place" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"minutes" numeric DEFAULT 60 NOT NULL,
  	"capacity" numeric DEFAULT 1 NOT NULL,
  	"published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "production_plan_months_capacity" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"trim" varchar NOT NULL,
  	"units" numeric NOT NULL
  );
  
  CREATE TABLE "production_plan_months" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"month" varchar NOT NULL
  );
  
  CREATE TABLE "production_plan" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"window_months" numeric DEFAULT 2 NOT NULL,
  	"show_place_in_line" boolean DEFAULT true,
  	"reason" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "customers" ALTER COLUMN "preferences_product_news" SET DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "enable_a_p_i_key" boolean;
  ALTER TABLE "users" ADD COLUMN "api_key" varchar;
  ALTER TABLE "users" ADD COLUMN "api_key_index" varchar;
  ALTER TABLE "orders" ADD COLUMN "cancellation_by" "enum_orders_cancellation_by";
  ALTER TABLE "orders" ADD COLUMN "cancellation_reason" varchar;
  ALTER TABLE "orders" ADD COLUMN "change_policy" jsonb;
  ALTER TABLE "orders" ADD COLUMN "handover_slot_id" integer;
  ALTER TABLE "orders" ADD COLUMN "handover_booked_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "calendar" varchar;
  ALTER TABLE "money_actions" ADD COLUMN "notify_customer" boolean DEFAULT true;
  ALTER TABLE "money_actions" ADD COLUMN "customer_mailed_at" timestamp(3) with time zone;
  ALTER TABLE "money_actions" ADD COLUMN "dispute_reason" varchar;
  ALTER TABLE "money_actions" ADD COLUMN "respond_by" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "delivery_lines_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "window_moves_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "handover_slots_id" integer;
  ALTER TABLE "commerce" ADD COLUMN "change_rules_until" "enum_commerce_change_rules_until" DEFAULT 'in-production';
  ALTER TABLE "orders_changes" ADD CONSTRAINT "orders_changes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "window_moves" ADD CONSTRAINT "window_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "production_plan_months_capacity" ADD CONSTRAINT "production_plan_months_capacity_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."production_plan_months"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "production_plan_months" ADD CONSTRAINT "production_plan_months_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."production_plan"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_changes_order_idx" ON "orders_changes" USING btree ("_order");
  CREATE INDEX "orders_changes_parent_id_idx" ON "orders_changes" USING btree ("_parent_id");
  CREATE INDEX "delivery_lines_taken_at_idx" ON "delivery_lines" USING btree ("taken_at");
  CREATE INDEX "delivery_lines_updated_at_idx" ON "delivery_lines" USING btree ("updated_at");
  CREATE INDEX "delivery_lines_created_at_idx" ON "delivery_lines" USING btree ("created_at");
  CREATE INDEX "window_moves_order_idx" ON "window_moves" USING btree ("order_id");
  CREATE INDEX "window_moves_updated_at_idx" ON "window_moves" USING btree ("updated_at");
  CREATE INDEX "window_moves_created_at_idx" ON "window_moves" USING btree ("created_at");
  CREATE INDEX "handover_slots_starts_at_idx" ON "handover_slots" USING btree ("starts_at");
  CREATE INDEX "handover_slots_published_idx" ON "handover_slots" USING btree ("published");
  CREATE INDEX "handover_slots_updated_at_idx" ON "handover_slots" USING btree ("updated_at");
  CREATE INDEX "handover_slots_created_at_idx" ON "handover_slots" USING btree ("created_at");
  CREATE INDEX "production_plan_months_capacity_order_idx" ON "production_plan_months_capacity" USING btree ("_order");
  CREATE INDEX "production_plan_months_capacity_parent_id_idx" ON "production_plan_months_capacity" USING btree ("_parent_id");
  CREATE INDEX "production_plan_months_order_idx" ON "production_plan_months" USING btree ("_order");
  CREATE INDEX "production_plan_months_parent_id_idx" ON "production_plan_months" USING btree ("_parent_id");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_handover_slot_id_handover_slots_id_fk" FOREIGN KEY ("handover_slot_id") REFERENCES "public"."handover_slots"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_delivery_lines_fk" FOREIGN KEY ("delivery_lines_id") REFERENCES "public"."delivery_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_window_moves_fk" FOREIGN KEY ("window_moves_id") REFERENCES "public"."window_moves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_handover_slots_fk" FOREIGN KEY ("handover_slots_id") REFERENCES "public"."handover_slots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_handover_handover_slot_idx" ON "orders" USING btree ("handover_slot_id");
  CREATE INDEX "payload_locked_documents_rels_delivery_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("delivery_lines_id");
  CREATE INDEX "payload_locked_documents_rels_window_moves_id_idx" ON "payload_locked_documents_rels" USING btree ("window_moves_id");
  CREATE INDEX "payload_locked_documents_rels_handover_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("handover_slots_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "window_moves" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "handover_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "production_plan_months_capacity" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "production_plan_months" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "production_plan" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_changes" CASCADE;
  DROP TABLE "delivery_lines" CASCADE;
  DROP TABLE "window_moves" CASCADE;
  DROP TABLE "handover_slots" CASCADE;
  DROP TABLE "production_plan_months_capacity" CASCADE;
  DROP TABLE "production_plan_months" CASCADE;
  DROP TABLE "production_plan" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_handover_slot_id_handover_slots_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_delivery_lines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_window_moves_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_handover_slots_fk";
  
  ALTER TABLE "orders_history" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_history_status";
  CREATE TYPE "public"."enum_orders_history_status" AS ENUM('reserved', 'first-deposit-paid', 'second-deposit-due', 'second-deposit-paid', 'in-production', 'delivered', 'cancelled');
  ALTER TABLE "orders_history" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_history_status" USING "status"::"public"."enum_orders_history_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'reserved'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('reserved', 'first-deposit-paid', 'second-deposit-due', 'second-deposit-paid', 'in-production', 'delivered', 'cancelled');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'reserved'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "verification_tokens" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_verification_tokens_purpose";
  CREATE TYPE "public"."enum_verification_tokens_purpose" AS ENUM('sign-in-link', 'password-reset', 'cancel-order');
  ALTER TABLE "verification_tokens" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_verification_tokens_purpose" USING "purpose"::"public"."enum_verification_tokens_purpose";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "commerce" ALTER COLUMN "refund_rules_first_deposit_until" SET DATA TYPE text;
  ALTER TABLE "commerce" ALTER COLUMN "refund_rules_first_deposit_until" SET DEFAULT 'in-production'::text;
  DROP TYPE "public"."enum_commerce_refund_rules_first_deposit_until";
  CREATE TYPE "public"."enum_commerce_refund_rules_first_deposit_until" AS ENUM('first-deposit-paid', 'second-deposit-due', 'second-deposit-paid', 'in-production', 'delivered');
  ALTER TABLE "commerce" ALTER COLUMN "refund_rules_first_deposit_until" SET DEFAULT 'in-production'::"public"."enum_commerce_refund_rules_first_deposit_until";
  ALTER TABLE "commerce" ALTER COLUMN "refund_rules_first_deposit_until" SET DATA TYPE "public"."enum_commerce_refund_rules_first_deposit_until" USING "refund_rules_first_deposit_until"::"public"."enum_commerce_refund_rules_first_deposit_until";
  ALTER TABLE "commerce" ALTER COLUMN "refund_rules_second_deposit_until" SET DATA TYPE text;
  ALTER TABLE "commerce" ALTER COLUMN "refund_rules_second_deposit_until" SET DEFAULT 'in-production'::text;
  DROP TYPE "public"."enum_commerce_refund_rules_second_deposit_until";
  CREATE TYPE "public"."enum_commerce_refund_rules_second_deposit_until" AS ENUM('first-deposit-paid', 'second-deposit-due', 'second-deposit-paid', 'in-production', 'delivered');
  ALTER TABLE "commerce" ALTER COLUMN "refund_rules_second_deposit_until" SET DEFAULT 'in-production'::"public"."enum_commerce_refund_rules_second_deposit_until";
  ALTER TABLE "commerce" ALTER COLUMN "refund_rules_second_deposit_until" SET DATA TYPE "public"."enum_commerce_refund_rules_second_deposit_until" USING "refund_rules_second_deposit_until"::"public"."enum_commerce_refund_rules_second_deposit_until";
  DROP INDEX "orders_handover_handover_slot_idx";
  DROP INDEX "payload_locked_documents_rels_delivery_lines_id_idx";
  DROP INDEX "payload_locked_documents_rels_window_moves_id_idx";
  DROP INDEX "payload_locked_documents_rels_handover_slots_id_idx";
  ALTER TABLE "customers" ALTER COLUMN "preferences_product_news" SET DEFAULT true;
  ALTER TABLE "users" DROP COLUMN "enable_a_p_i_key";
  ALTER TABLE "users" DROP COLUMN "api_key";
  ALTER TABLE "users" DROP COLUMN "api_key_index";
  ALTER TABLE "orders" DROP COLUMN "cancellation_by";
  ALTER TABLE "orders" DROP COLUMN "cancellation_reason";
  ALTER TABLE "orders" DROP COLUMN "change_policy";
  ALTER TABLE "orders" DROP COLUMN "handover_slot_id";
  ALTER TABLE "orders" DROP COLUMN "handover_booked_at";
  ALTER TABLE "outbox" DROP COLUMN "calendar";
  ALTER TABLE "money_actions" DROP COLUMN "notify_customer";
  ALTER TABLE "money_actions" DROP COLUMN "customer_mailed_at";
  ALTER TABLE "money_actions" DROP COLUMN "dispute_reason";
  ALTER TABLE "money_actions" DROP COLUMN "respond_by";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "delivery_lines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "window_moves_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "handover_slots_id";
  ALTER TABLE "commerce" DROP COLUMN "change_rules_until";
  DROP TYPE "public"."enum_orders_cancellation_by";
  DROP TYPE "public"."enum_commerce_change_rules_until";`)
}
