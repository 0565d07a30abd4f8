import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cancellation_mail\` text;`)
  await db.run(sql`CREATE INDEX \`orders_cancellation_mail_idx\` ON \`orders\` (\`cancellation_mail\`);`)
  await db.run(sql`ALTER TABLE \`money_actions\` ADD \`for_cancellation\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_cancellation_mail_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`cancellation_mail\`;`)
  await db.run(sql`ALTER TABLE \`money_actions\` DROP COLUMN \`for_cancellation\`;`)
}
