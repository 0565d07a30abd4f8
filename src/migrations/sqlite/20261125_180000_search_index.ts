import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Site search (src/content/search): one row per published page or post, and an external-content
// FTS5 table over its title and body kept in step by triggers. Not a Payload collection, so the
// schema snapshot is unchanged. The rows are written by scripts/prepare-data.ts and scripts/migrate.ts
// (ensureSearchIndex) after migrating, and by the collections' hooks from then on.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection\` text NOT NULL,
  	\`doc_id\` integer NOT NULL,
  	\`slug\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`version\` integer NOT NULL,
  	\`updated_at\` text NOT NULL
  );`)
  await db.run(sql`CREATE UNIQUE INDEX \`search_documents_doc_idx\` ON \`search_documents\` (\`collection\`, \`doc_id\`);`)
  await db.run(sql`CREATE VIRTUAL TABLE \`search_documents_fts\` USING fts5(
  	title, body, content='search_documents', content_rowid='id',
  	tokenize='porter unicode61 remove_diacritics 2'
  );`)
  await db.run(sql`CREATE TRIGGER \`search_documents_ai\` AFTER INSERT ON \`search_documents\` BEGIN
  	INSERT INTO search_documents_fts (rowid, title, body) VALUES (new.id, new.title, new.body);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_documents_ad\` AFTER DELETE ON \`search_documents\` BEGIN
  	INSERT INTO search_documents_fts (search_documents_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_documents_au\` AFTER UPDATE ON \`search_documents\` BEGIN
  	INSERT INTO search_documents_fts (search_documents_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
  	INSERT INTO search_documents_fts (rowid, title, body) VALUES (new.id, new.title, new.body);
  END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_documents_au\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_documents_ad\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_documents_ai\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_documents_fts\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_documents\`;`)
}
