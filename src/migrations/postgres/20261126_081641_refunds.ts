import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_money_actions_kind" AS ENUM('refund', 'dispute');
  CREATE TYPE "public"."enum_money_actions_status" AS ENUM('pending', 'succeeded', 'failed', 'open', 'won', 'lost');
  CREATE TYPE "public"."enum_money_actions_actor" AS ENUM('customer', 'staff', 'provider');
  CREATE TYPE "public"."enum_commerce_refund_rules_first_deposit_until" AS ENUM('first-deposit-paid', 'second-deposit-due', 'second-deposit-paid', 'in-production', 'delivered');
  CREATE TYPE "public"."enum_commerce_refund_rules_second_deposit_until" AS ENUM('first-deposit-paid', 'second-deposit-due', 'second-deposit-paid', 'in-production', 'delivered');
  ALTER TYPE "public"."enum_orders_first_deposit_status" ADD VALUE 'refunded';
  ALTER TYPE "public"."enum_orders_second_deposit_status" ADD VALUE 'refunded';
  CREATE TABLE "money_actions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"payment_id" integer NOT NULL,
  	"kind" "enum_money_actions_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"status" "enum_money_actions_status" NOT NULL,
  	"actor" "enum_money_actions_actor" NOT NULL,
  	"actor_email" varchar,
  	"reason" varchar NOT NULL,
  	"policy_override" boolean DEFAULT false,
  	"idempotency_key" varchar NOT NULL,
  	"provider_reference" varchar,
  	"failure_message" varchar,
  	"settled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "disputed" boolean DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN "refund_policy" jsonb;
  ALTER TABLE "payments" ADD COLUMN "charge_reference" varchar;
  ALTER TABLE "payments" ADD COLUMN "card_last4" varchar;
  ALTER TABLE "payments" ADD COLUMN "refunded_amount" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "money_actions_id" integer;
  ALTER TABLE "commerce" ADD COLUMN "refund_rules_first_deposit_refundable" boolean DEFAULT false;
  ALTER TABLE "commerce" ADD COLUMN "refund_rules_first_deposit_until" "enum_commerce_refund_rules_first_deposit_until" DEFAULT 'in-production';
  ALTER TABLE "commerce" ADD COLUMN "refund_rules_second_deposit_refundable" boolean DEFAULT false;
  ALTER TABLE "commerce" ADD COLUMN "refund_rules_second_deposit_until" "enum_commerce_refund_rules_second_deposit_until" DEFAULT 'in-production';
  ALTER TABLE "money_actions" ADD CONSTRAINT "money_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "money_actions" ADD CONSTRAINT "money_actions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "money_actions_order_idx" ON "money_actions" USING btree ("order_id");
  CREATE INDEX "money_actions_payment_idx" ON "money_actions" USING btree ("payment_id");
  CREATE INDEX "money_actions_status_idx" ON "money_actions" USING btree ("status");
  CREATE UNIQUE INDEX "money_actions_idempotency_key_idx" ON "money_actions" USING btree ("idempotency_key");
  CREATE UNIQUE INDEX "money_actions_provider_reference_idx" ON "money_actions" USING btree ("provider_reference");
  CREATE INDEX "money_actions_updated_at_idx" ON "money_actions" USING btree ("updated_at");
  CREATE INDEX "money_actions_created_at_idx" ON "money_actions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_money_actions_fk" FOREIGN KEY ("money_actions_id") REFERENCES "public"."money_actions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_disputed_idx" ON "orders" USING btree ("disputed");
  CREATE INDEX "payments_charge_reference_idx" ON "payments" USING btree ("charge_reference");
  CREATE INDEX "payload_locked_documents_rels_money_actions_id_idx" ON "payload_locked_documents_rels" USING btree ("money_actions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "money_actions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "money_actions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_money_actions_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "first_deposit_status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "first_deposit_status" SET DEFAULT 'due'::text;
  DROP TYPE "public"."enum_orders_first_deposit_status";
  CREATE TYPE "public"."enum_orders_first_deposit_status" AS ENUM('not-due', 'due', 'paid', 'failed');
  ALTER TABLE "orders" ALTER COLUMN "first_deposit_status" SET DEFAULT 'due'::"public"."enum_orders_first_deposit_status";
  ALTER TABLE "orders" ALTER COLUMN "first_deposit_status" SET DATA TYPE "public"."enum_orders_first_deposit_status" USING "first_deposit_status"::"public"."enum_orders_first_deposit_status";
  ALTER TABLE "orders" ALTER COLUMN "second_deposit_status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "second_deposit_status" SET DEFAULT 'due'::text;
  DROP TYPE "public"."enum_orders_second_deposit_status";
  CREATE TYPE "public"."enum_orders_second_deposit_status" AS ENUM('not-due', 'due', 'paid', 'failed');
  ALTER TABLE "orders" ALTER COLUMN "second_deposit_status" SET DEFAULT 'due'::"public"."enum_orders_second_deposit_status";
  ALTER TABLE "orders" ALTER COLUMN "second_deposit_status" SET DATA TYPE "public"."enum_orders_second_deposit_status" USING "second_deposit_status"::"public"."enum_orders_second_deposit_status";
  DROP INDEX "orders_disputed_idx";
  DROP INDEX "payments_charge_reference_idx";
  DROP INDEX "payload_locked_documents_rels_money_actions_id_idx";
  ALTER TABLE "orders" DROP COLUMN "disputed";
  ALTER TABLE "orders" DROP COLUMN "refund_policy";
  ALTER TABLE "payments" DROP COLUMN "charge_reference";
  ALTER TABLE "payments" DROP COLUMN "card_last4";
  ALTER TABLE "payments" DROP COLUMN "refunded_amount";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "money_actions_id";
  ALTER TABLE "commerce" DROP COLUMN "refund_rules_first_deposit_refundable";
  ALTER TABLE "commerce" DROP COLUMN "refund_rules_first_deposit_until";
  ALTER TABLE "commerce" DROP COLUMN "refund_rules_second_deposit_refundable";
  ALTER TABLE "commerce" DROP COLUMN "refund_rules_second_deposit_until";
  DROP TYPE "public"."enum_money_actions_kind";
  DROP TYPE "public"."enum_money_actions_status";
  DROP TYPE "public"."enum_money_actions_actor";
  DROP TYPE "public"."enum_commerce_refund_rules_first_deposit_until";
  DROP TYPE "public"."enum_commerce_refund_rules_second_deposit_until";`)
}
