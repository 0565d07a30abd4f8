import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_cancellation_by" AS ENUM('customer', 'staff', 'system');
  ALTER TABLE "customers" ALTER COLUMN "preferences_product_news" SET DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN "cancellation_by" "enum_orders_cancellation_by";
  ALTER TABLE "orders" ADD COLUMN "cancellation_reason" varchar;
  ALTER TABLE "money_actions" ADD COLUMN "notify_customer" boolean DEFAULT true;
  ALTER TABLE "money_actions" ADD COLUMN "customer_mailed_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" ALTER COLUMN "preferences_product_news" SET DEFAULT true;
  ALTER TABLE "orders" DROP COLUMN "cancellation_by";
  ALTER TABLE "orders" DROP COLUMN "cancellation_reason";
  ALTER TABLE "money_actions" DROP COLUMN "notify_customer";
  ALTER TABLE "money_actions" DROP COLUMN "customer_mailed_at";
  DROP TYPE "public"."enum_orders_cancellation_by";`)
}
