import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_commerce_change_rules_until" AS ENUM('first-deposit-paid', 'second-deposit-due', 'second-deposit-paid', 'in-production', 'ready', 'delivered');
  ALTER TYPE "public"."enum_orders_history_status" ADD VALUE 'ready' BEFORE 'delivered';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'ready' BEFORE 'delivered';
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
  
  ALTER TABLE "orders" ADD COLUMN "change_policy" jsonb;
  ALTER TABLE "orders" ADD COLUMN "handover_slot_id" integer;
  ALTER TABLE "orders" ADD COLUMN "handover_booked_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "calendar" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "handover_slots_id" integer;
  ALTER TABLE "commerce" ADD COLUMN "change_rules_until" "enum_commerce_change_rules_until" DEFAULT 'in-production';
  ALTER TABLE "orders_changes" ADD CONSTRAINT "orders_changes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_changes_order_idx" ON "orders_changes" USING btree ("_order");
  CREATE INDEX "orders_changes_parent_id_idx" ON "orders_changes" USING btree ("_parent_id");
  CREATE INDEX "handover_slots_starts_at_idx" ON "handover_slots" USING btree ("starts_at");
  CREATE INDEX "handover_slots_published_idx" ON "handover_slots" USING btree ("published");
  CREATE INDEX "handover_slots_updated_at_idx" ON "handover_slots" USING btree ("updated_at");
  CREATE INDEX "handover_slots_created_at_idx" ON "handover_slots" USING btree ("created_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_handover_slot_id_handover_slots_id_fk" FOREIGN KEY ("handover_slot_id") REFERENCES "public"."handover_slots"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_handover_slots_fk" FOREIGN KEY ("handover_slots_id") REFERENCES "public"."handover_slots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_handover_handover_slot_idx" ON "orders" USING btree ("handover_slot_id");
  CREATE INDEX "payload_locked_documents_rels_handover_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("handover_slots_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "handover_slots" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_changes" CASCADE;
  DROP TABLE "handover_slots" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_handover_slot_id_handover_slots_id_fk";
  
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
  DROP INDEX "payload_locked_documents_rels_handover_slots_id_idx";
  ALTER TABLE "orders" DROP COLUMN "change_policy";
  ALTER TABLE "orders" DROP COLUMN "handover_slot_id";
  ALTER TABLE "orders" DROP COLUMN "handover_booked_at";
  ALTER TABLE "outbox" DROP COLUMN "calendar";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "handover_slots_id";
  ALTER TABLE "commerce" DROP COLUMN "change_rules_until";
  DROP TYPE "public"."enum_commerce_change_rules_until";`)
}
