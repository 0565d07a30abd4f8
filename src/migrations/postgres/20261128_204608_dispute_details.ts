import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "money_actions" ADD COLUMN "dispute_reason" varchar;
  ALTER TABLE "money_actions" ADD COLUMN "respond_by" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "money_actions" DROP COLUMN "dispute_reason";
  ALTER TABLE "money_actions" DROP COLUMN "respond_by";`)
}
