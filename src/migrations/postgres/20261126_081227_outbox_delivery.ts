import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_transport" ADD VALUE 'queued' BEFORE 'smtp';
  ALTER TYPE "public"."enum_outbox_transport" ADD VALUE 'sending' BEFORE 'smtp';
  ALTER TABLE "outbox" ADD COLUMN "html" varchar;
  ALTER TABLE "outbox" ADD COLUMN "attempts" numeric DEFAULT 0;
  ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "claimed_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp(3) with time zone;
  CREATE INDEX "outbox_transport_idx" ON "outbox" USING btree ("transport");
  CREATE INDEX "outbox_next_attempt_at_idx" ON "outbox" USING btree ("next_attempt_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox" ALTER COLUMN "transport" SET DATA TYPE text;
  DROP TYPE "public"."enum_outbox_transport";
  CREATE TYPE "public"."enum_outbox_transport" AS ENUM('smtp', 'outbox-only', 'failed');
  ALTER TABLE "outbox" ALTER COLUMN "transport" SET DATA TYPE "public"."enum_outbox_transport" USING "transport"::"public"."enum_outbox_transport";
  DROP INDEX "outbox_transport_idx";
  DROP INDEX "outbox_next_attempt_at_idx";
  ALTER TABLE "outbox" DROP COLUMN "html";
  ALTER TABLE "outbox" DROP COLUMN "attempts";
  ALTER TABLE "outbox" DROP COLUMN "next_attempt_at";
  ALTER TABLE "outbox" DROP COLUMN "claimed_at";
  ALTER TABLE "outbox" DROP COLUMN "sent_at";`)
}
