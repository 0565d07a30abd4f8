import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`status\` text DEFAULT 'pending';`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirm_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirm_token_expires\` text;`)
  await db.run(sql`CREATE INDEX \`subscribers_status_idx\` ON \`subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_confirm_token_hash_idx\` ON \`subscribers\` (\`confirm_token_hash\`);`)
  // Double opt-in starts now: everyone who signed up before it stays on the list, confirmed when they signed up.
  await db.run(sql`UPDATE \`subscribers\` SET \`status\` = 'confirmed', \`confirmed_at\` = \`created_at\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`subscribers_status_idx\`;`)
  await db.run(sql`DROP INDEX \`subscribers_confirm_token_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirm_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirm_token_expires\`;`)
}
