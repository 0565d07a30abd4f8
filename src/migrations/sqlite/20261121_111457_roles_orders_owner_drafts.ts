import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_owner_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`owner_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_owner_pages_v_parent_idx\` ON \`_owner_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_owner_pages_v_version_version_slug_idx\` ON \`_owner_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_owner_pages_v_version_version_updated_at_idx\` ON \`_owner_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_owner_pages_v_version_version_created_at_idx\` ON \`_owner_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_owner_pages_v_version_version__status_idx\` ON \`_owner_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_owner_pages_v_created_at_idx\` ON \`_owner_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_owner_pages_v_updated_at_idx\` ON \`_owner_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_owner_pages_v_latest_idx\` ON \`_owner_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_owner_pages_v_autosave_idx\` ON \`_owner_pages_v\` (\`autosave\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_owner_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_owner_pages\`("id", "title", "slug", "summary", "content", "order", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "summary", "content", "order", "updated_at", "created_at", 'published' FROM \`owner_pages\`;`)
  await db.run(sql`DROP TABLE \`owner_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_owner_pages\` RENAME TO \`owner_pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_pages_slug_idx\` ON \`owner_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`owner_pages_updated_at_idx\` ON \`owner_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`owner_pages_created_at_idx\` ON \`owner_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`owner_pages__status_idx\` ON \`owner_pages\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`role\` text DEFAULT 'editor' NOT NULL;`)
  // Staff who existed before roles had every right: they stay admins.
  await db.run(sql`UPDATE \`users\` SET \`role\` = 'admin';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_owner_pages_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_owner_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`summary\` text,
  	\`content\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_owner_pages\`("id", "title", "slug", "summary", "content", "order", "updated_at", "created_at") SELECT "id", "title", "slug", "summary", "content", "order", "updated_at", "created_at" FROM \`owner_pages\`;`)
  await db.run(sql`DROP TABLE \`owner_pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_owner_pages\` RENAME TO \`owner_pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_pages_slug_idx\` ON \`owner_pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`owner_pages_updated_at_idx\` ON \`owner_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`owner_pages_created_at_idx\` ON \`owner_pages\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`role\`;`)
}
