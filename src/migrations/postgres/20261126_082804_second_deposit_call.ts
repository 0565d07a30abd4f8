import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "second_deposit_called_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "second_deposit_reminder7_sent_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "second_deposit_reminder1_sent_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "second_deposit_overdue_sent_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "second_deposit_called_at";
  ALTER TABLE "orders" DROP COLUMN "second_deposit_reminder7_sent_at";
  ALTER TABLE "orders" DROP COLUMN "second_deposit_reminder1_sent_at";
  ALTER TABLE "orders" DROP COLUMN "second_deposit_overdue_sent_at";`)
}
