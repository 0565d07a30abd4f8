import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_money_actions_outcomes_status" AS ENUM('pending', 'succeeded', 'failed', 'open', 'won', 'lost');
  CREATE TYPE "public"."enum_money_actions_outcomes_source" AS ENUM('request', 'reconciliation', 'provider-event');
  CREATE TABLE "money_actions_outcomes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_money_actions_outcomes_status" NOT NULL,
  	"source" "enum_money_actions_outcomes_source" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"reference" varchar,
  	"note" varchar
  );
  
  ALTER TABLE "money_actions_outcomes" ADD CONSTRAINT "money_actions_outcomes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."money_actions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "money_actions_outcomes_order_idx" ON "money_actions_outcomes" USING btree ("_order");
  CREATE INDEX "money_actions_outcomes_parent_id_idx" ON "money_actions_outcomes" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "money_actions_outcomes" CASCADE;
  DROP TYPE "public"."enum_money_actions_outcomes_status";
  DROP TYPE "public"."enum_money_actions_outcomes_source";`)
}
