import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`second_deposit_called_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`second_deposit_reminder7_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`second_deposit_reminder1_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`second_deposit_overdue_sent_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`second_deposit_called_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`second_deposit_reminder7_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`second_deposit_reminder1_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`second_deposit_overdue_sent_at\`;`)
}
