import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Site search (src/content/search): one row per published page or post, with a stored tsvector
// (English; title words weight A, body words B) under a GIN index, and the title's own tsvector. Not a Payload collection, so
// the schema snapshot is unchanged. The rows are written by scripts/prepare-data.ts and
// scripts/migrate.ts (ensureSearchIndex) after migrating, and by the collections' hooks from then on.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection" varchar NOT NULL,
  	"doc_id" integer NOT NULL,
  	"slug" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"body" text NOT NULL,
  	"version" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"tsv" tsvector GENERATED ALWAYS AS (
  	  setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "body"), 'B')
  	) STORED,
  	"title_tsv" tsvector GENERATED ALWAYS AS (to_tsvector('english', "title")) STORED
  );
  CREATE UNIQUE INDEX "search_documents_doc_idx" ON "search_documents" USING btree ("collection", "doc_id");
  CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_documents";`)
}
