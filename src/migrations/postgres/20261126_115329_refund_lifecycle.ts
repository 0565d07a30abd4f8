import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_cancellation_mail" AS ENUM('owed', 'sent');
  ALTER TYPE "public"."enum_verification_tokens_purpose" ADD VALUE 'cancel-order';
  ALTER TYPE "public"."enum_money_actions_actor" ADD VALUE 'system';
  ALTER TABLE "orders" ADD COLUMN "cancellation_mail" "enum_orders_cancellation_mail";
  ALTER TABLE "money_actions" ADD COLUMN "for_cancellation" boolean DEFAULT false;
  CREATE INDEX "orders_cancellation_mail_idx" ON "orders" USING btree ("cancellation_mail");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "verification_tokens" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_verification_tokens_purpose";
  CREATE TYPE "public"."enum_verification_tokens_purpose" AS ENUM('sign-in-link', 'password-reset');
  ALTER TABLE "verification_tokens" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_verification_tokens_purpose" USING "purpose"::"public"."enum_verification_tokens_purpose";
  ALTER TABLE "money_actions" ALTER COLUMN "actor" SET DATA TYPE text;
  DROP TYPE "public"."enum_money_actions_actor";
  CREATE TYPE "public"."enum_money_actions_actor" AS ENUM('customer', 'staff', 'provider');
  ALTER TABLE "money_actions" ALTER COLUMN "actor" SET DATA TYPE "public"."enum_money_actions_actor" USING "actor"::"public"."enum_money_actions_actor";
  DROP INDEX "orders_cancellation_mail_idx";
  ALTER TABLE "orders" DROP COLUMN "cancellation_mail";
  ALTER TABLE "money_actions" DROP COLUMN "for_cancellation";
  DROP TYPE "public"."enum_orders_cancellation_mail";`)
}
