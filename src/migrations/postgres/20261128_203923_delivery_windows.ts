import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recomputeDeliveryWindows' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'tellWindowMoves' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recomputeDeliveryWindows' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'tellWindowMoves' BEFORE 'schedulePublish';
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
  
  ALTER TABLE "users" ADD COLUMN "enable_a_p_i_key" boolean;
  ALTER TABLE "users" ADD COLUMN "api_key" varchar;
  ALTER TABLE "users" ADD COLUMN "api_key_index" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "delivery_lines_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "window_moves_id" integer;
  ALTER TABLE "window_moves" ADD CONSTRAINT "window_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "production_plan_months_capacity" ADD CONSTRAINT "production_plan_months_capacity_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."production_plan_months"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "production_plan_months" ADD CONSTRAINT "production_plan_months_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."production_plan"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "delivery_lines_taken_at_idx" ON "delivery_lines" USING btree ("taken_at");
  CREATE INDEX "delivery_lines_updated_at_idx" ON "delivery_lines" USING btree ("updated_at");
  CREATE INDEX "delivery_lines_created_at_idx" ON "delivery_lines" USING btree ("created_at");
  CREATE INDEX "window_moves_order_idx" ON "window_moves" USING btree ("order_id");
  CREATE INDEX "window_moves_updated_at_idx" ON "window_moves" USING btree ("updated_at");
  CREATE INDEX "window_moves_created_at_idx" ON "window_moves" USING btree ("created_at");
  CREATE INDEX "production_plan_months_capacity_order_idx" ON "production_plan_months_capacity" USING btree ("_order");
  CREATE INDEX "production_plan_months_capacity_parent_id_idx" ON "production_plan_months_capacity" USING btree ("_parent_id");
  CREATE INDEX "production_plan_months_order_idx" ON "production_plan_months" USING btree ("_order");
  CREATE INDEX "production_plan_months_parent_id_idx" ON "production_plan_months" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_delivery_lines_fk" FOREIGN KEY ("delivery_lines_id") REFERENCES "public"."delivery_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_window_moves_fk" FOREIGN KEY ("window_moves_id") REFERENCES "public"."window_moves"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_delivery_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("delivery_lines_id");
  CREATE INDEX "payload_locked_documents_rels_window_moves_id_idx" ON "payload_locked_documents_rels" USING btree ("window_moves_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "delivery_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "window_moves" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "production_plan_months_capacity" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "production_plan_months" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "production_plan" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "delivery_lines" CASCADE;
  DROP TABLE "window_moves" CASCADE;
  DROP TABLE "production_plan_months_capacity" CASCADE;
  DROP TABLE "production_plan_months" CASCADE;
  DROP TABLE "production_plan" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_delivery_lines_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_window_moves_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_delivery_lines_id_idx";
  DROP INDEX "payload_locked_documents_rels_window_moves_id_idx";
  ALTER TABLE "users" DROP COLUMN "enable_a_p_i_key";
  ALTER TABLE "users" DROP COLUMN "api_key";
  ALTER TABLE "users" DROP COLUMN "api_key_index";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "delivery_lines_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "window_moves_id";`)
}
