import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'confirmed');
  ALTER TABLE "subscribers" ADD COLUMN "status" "enum_subscribers_status" DEFAULT 'pending';
  ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "confirm_token_hash" varchar;
  ALTER TABLE "subscribers" ADD COLUMN "confirm_token_expires" timestamp(3) with time zone;
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_confirm_token_hash_idx" ON "subscribers" USING btree ("confirm_token_hash");`)
  // Double opt-in starts now: everyone who signed up before it stays on the list, confirmed when they signed up.
  await db.execute(sql`UPDATE "subscribers" SET "status" = 'confirmed', "confirmed_at" = "created_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "subscribers_status_idx";
  DROP INDEX "subscribers_confirm_token_hash_idx";
  ALTER TABLE "subscribers" DROP COLUMN "status";
  ALTER TABLE "subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "subscribers" DROP COLUMN "confirm_token_hash";
  ALTER TABLE "subscribers" DROP COLUMN "confirm_token_expires";
  DROP TYPE "public"."enum_subscribers_status";`)
}
