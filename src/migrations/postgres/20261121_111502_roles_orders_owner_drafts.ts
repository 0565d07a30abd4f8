import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'support');
  CREATE TYPE "public"."enum_owner_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__owner_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_owner_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__owner_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "owner_pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "owner_pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "owner_pages" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" DEFAULT 'editor' NOT NULL;
  ALTER TABLE "owner_pages" ADD COLUMN "_status" "enum_owner_pages_status" DEFAULT 'draft';
  ALTER TABLE "_owner_pages_v" ADD CONSTRAINT "_owner_pages_v_parent_id_owner_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."owner_pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_owner_pages_v_parent_idx" ON "_owner_pages_v" USING btree ("parent_id");
  CREATE INDEX "_owner_pages_v_version_version_slug_idx" ON "_owner_pages_v" USING btree ("version_slug");
  CREATE INDEX "_owner_pages_v_version_version_updated_at_idx" ON "_owner_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_owner_pages_v_version_version_created_at_idx" ON "_owner_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_owner_pages_v_version_version__status_idx" ON "_owner_pages_v" USING btree ("version__status");
  CREATE INDEX "_owner_pages_v_created_at_idx" ON "_owner_pages_v" USING btree ("created_at");
  CREATE INDEX "_owner_pages_v_updated_at_idx" ON "_owner_pages_v" USING btree ("updated_at");
  CREATE INDEX "_owner_pages_v_latest_idx" ON "_owner_pages_v" USING btree ("latest");
  CREATE INDEX "_owner_pages_v_autosave_idx" ON "_owner_pages_v" USING btree ("autosave");
  CREATE INDEX "owner_pages__status_idx" ON "owner_pages" USING btree ("_status");
  -- Owner pages written before drafts were all live; staff who existed before roles had every right.
  UPDATE "owner_pages" SET "_status" = 'published';
  UPDATE "users" SET "role" = 'admin';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_owner_pages_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_owner_pages_v" CASCADE;
  DROP INDEX "owner_pages__status_idx";
  ALTER TABLE "owner_pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "owner_pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "owner_pages" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "users" DROP COLUMN "role";
  ALTER TABLE "owner_pages" DROP COLUMN "_status";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_owner_pages_status";
  DROP TYPE "public"."enum__owner_pages_v_version_status";`)
}
