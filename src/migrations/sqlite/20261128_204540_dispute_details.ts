import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`money_actions\` ADD \`dispute_reason\` text;`)
  await db.run(sql`ALTER TABLE \`money_actions\` ADD \`respond_by\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`money_actions\` DROP COLUMN \`dispute_reason\`;`)
  await db.run(sql`ALTER TABLE \`money_actions\` DROP COLUMN \`respond_by\`;`)
}
