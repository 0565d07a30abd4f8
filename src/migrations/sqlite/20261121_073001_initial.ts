import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text NOT NULL,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_order_idx\` ON \`pages_blocks_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_parent_id_idx\` ON \`pages_blocks_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_link_link_page_idx\` ON \`pages_blocks_hero_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_link_link_post_idx\` ON \`pages_blocks_hero_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_link_link_media_idx\` ON \`pages_blocks_hero_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`media_id\` integer NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_media_idx\` ON \`pages_blocks_hero\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_title_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`image_id\` integer,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_cover_order_idx\` ON \`pages_blocks_title_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_cover_parent_id_idx\` ON \`pages_blocks_title_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_cover_path_idx\` ON \`pages_blocks_title_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_cover_image_idx\` ON \`pages_blocks_title_cover\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large_cover_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text NOT NULL,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_large_cover\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_order_idx\` ON \`pages_blocks_large_cover_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_parent_id_idx\` ON \`pages_blocks_large_cover_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_link_link_page_idx\` ON \`pages_blocks_large_cover_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_link_link_post_idx\` ON \`pages_blocks_large_cover_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_link_link_media_idx\` ON \`pages_blocks_large_cover_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_order_idx\` ON \`pages_blocks_large_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_parent_id_idx\` ON \`pages_blocks_large_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_path_idx\` ON \`pages_blocks_large_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_media_idx\` ON \`pages_blocks_large_cover\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cover_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text NOT NULL,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cover\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_order_idx\` ON \`pages_blocks_cover_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_parent_id_idx\` ON \`pages_blocks_cover_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_link_link_page_idx\` ON \`pages_blocks_cover_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_link_link_post_idx\` ON \`pages_blocks_cover_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_link_link_media_idx\` ON \`pages_blocks_cover_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer NOT NULL,
  	\`text_position\` text DEFAULT 'bottom-left' NOT NULL,
  	\`overlay\` text DEFAULT 'gradient' NOT NULL,
  	\`height\` text DEFAULT 'medium' NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_order_idx\` ON \`pages_blocks_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_parent_id_idx\` ON \`pages_blocks_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_path_idx\` ON \`pages_blocks_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_media_idx\` ON \`pages_blocks_cover\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text NOT NULL,
  	\`width\` text DEFAULT 'text',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_order_idx\` ON \`pages_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_parent_id_idx\` ON \`pages_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_path_idx\` ON \`pages_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_simple_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'centred' NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_simple_content_order_idx\` ON \`pages_blocks_simple_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_simple_content_parent_id_idx\` ON \`pages_blocks_simple_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_simple_content_path_idx\` ON \`pages_blocks_simple_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_content_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text NOT NULL,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_order_idx\` ON \`pages_blocks_image_content_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_parent_id_idx\` ON \`pages_blocks_image_content_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_link_link_page_idx\` ON \`pages_blocks_image_content_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_link_link_post_idx\` ON \`pages_blocks_image_content_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_link_link_media_idx\` ON \`pages_blocks_image_content_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	\`image_position\` text DEFAULT 'left' NOT NULL,
  	\`image_ratio\` text DEFAULT 'portrait' NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_order_idx\` ON \`pages_blocks_image_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_parent_id_idx\` ON \`pages_blocks_image_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_path_idx\` ON \`pages_blocks_image_content\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_image_idx\` ON \`pages_blocks_image_content\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_alternated_content_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_alternated_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_order_idx\` ON \`pages_blocks_alternated_content_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_parent_id_idx\` ON \`pages_blocks_alternated_content_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_image_idx\` ON \`pages_blocks_alternated_content_rows\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_link_link_page_idx\` ON \`pages_blocks_alternated_content_rows\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_link_link_post_idx\` ON \`pages_blocks_alternated_content_rows\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_link_link_media_idx\` ON \`pages_blocks_alternated_content_rows\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_alternated_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`start_with\` text DEFAULT 'left' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_order_idx\` ON \`pages_blocks_alternated_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_parent_id_idx\` ON \`pages_blocks_alternated_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_path_idx\` ON \`pages_blocks_alternated_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_big_sentence\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`text\` text NOT NULL,
  	\`reveal\` text DEFAULT 'word' NOT NULL,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_big_sentence_order_idx\` ON \`pages_blocks_big_sentence\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_big_sentence_parent_id_idx\` ON \`pages_blocks_big_sentence\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_big_sentence_path_idx\` ON \`pages_blocks_big_sentence\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text NOT NULL,
  	\`author\` text NOT NULL,
  	\`role\` text,
  	\`photo_id\` integer,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_photo_idx\` ON \`pages_blocks_quote\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_list_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_list_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_items_order_idx\` ON \`pages_blocks_list_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_items_parent_id_idx\` ON \`pages_blocks_list_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_list_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_order_idx\` ON \`pages_blocks_list_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_parent_id_idx\` ON \`pages_blocks_list_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_path_idx\` ON \`pages_blocks_list_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_link_link_page_idx\` ON \`pages_blocks_list_section\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_link_link_post_idx\` ON \`pages_blocks_list_section\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_link_link_media_idx\` ON \`pages_blocks_list_section\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_order_idx\` ON \`pages_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_parent_id_idx\` ON \`pages_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_media_idx\` ON \`pages_blocks_benefits_items\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`media_style\` text DEFAULT 'icon' NOT NULL,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_order_idx\` ON \`pages_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_parent_id_idx\` ON \`pages_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_path_idx\` ON \`pages_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_credibility_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_credibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_logos_order_idx\` ON \`pages_blocks_credibility_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_logos_parent_id_idx\` ON \`pages_blocks_credibility_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_logos_logo_idx\` ON \`pages_blocks_credibility_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_credibility_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_credibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_figures_order_idx\` ON \`pages_blocks_credibility_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_figures_parent_id_idx\` ON \`pages_blocks_credibility_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_credibility_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`year\` numeric,
  	\`detail\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_credibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_awards_order_idx\` ON \`pages_blocks_credibility_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_awards_parent_id_idx\` ON \`pages_blocks_credibility_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_credibility\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`logos_label\` text DEFAULT 'As featured in' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_order_idx\` ON \`pages_blocks_credibility\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_parent_id_idx\` ON \`pages_blocks_credibility\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_path_idx\` ON \`pages_blocks_credibility\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photo_id\` integer,
  	\`name\` text NOT NULL,
  	\`role\` text NOT NULL,
  	\`bio\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_order_idx\` ON \`pages_blocks_team_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_parent_id_idx\` ON \`pages_blocks_team_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_photo_idx\` ON \`pages_blocks_team_members\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_order_idx\` ON \`pages_blocks_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_parent_id_idx\` ON \`pages_blocks_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_path_idx\` ON \`pages_blocks_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_content_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_content_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_order_idx\` ON \`pages_blocks_content_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_parent_id_idx\` ON \`pages_blocks_content_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_image_idx\` ON \`pages_blocks_content_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_page_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_post_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_media_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_content_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`loop\` integer DEFAULT false,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_order_idx\` ON \`pages_blocks_content_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_parent_id_idx\` ON \`pages_blocks_content_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_path_idx\` ON \`pages_blocks_content_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_slides_order_idx\` ON \`pages_blocks_image_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_slides_parent_id_idx\` ON \`pages_blocks_image_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_slides_image_idx\` ON \`pages_blocks_image_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`image_shape\` text DEFAULT 'landscape' NOT NULL,
  	\`loop\` integer DEFAULT false,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_order_idx\` ON \`pages_blocks_image_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_parent_id_idx\` ON \`pages_blocks_image_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_path_idx\` ON \`pages_blocks_image_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_fullscreen_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_fullscreen_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_order_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_parent_id_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_image_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_link_link_page_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_link_link_post_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_link_link_media_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_fullscreen_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Pebble highlights' NOT NULL,
  	\`height\` text DEFAULT 'full' NOT NULL,
  	\`loop\` integer DEFAULT false,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_order_idx\` ON \`pages_blocks_fullscreen_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_parent_id_idx\` ON \`pages_blocks_fullscreen_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_path_idx\` ON \`pages_blocks_fullscreen_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sticky_slider_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sticky_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_order_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_parent_id_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_image_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_link_link_page_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_link_link_post_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_link_link_media_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sticky_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`media_position\` text DEFAULT 'left' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_order_idx\` ON \`pages_blocks_sticky_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_parent_id_idx\` ON \`pages_blocks_sticky_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_path_idx\` ON \`pages_blocks_sticky_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_on_off_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_on_id\` integer NOT NULL,
  	\`image_off_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_on_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_off_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_on_off_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_items_order_idx\` ON \`pages_blocks_on_off_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_items_parent_id_idx\` ON \`pages_blocks_on_off_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_items_image_on_idx\` ON \`pages_blocks_on_off_grid_items\` (\`image_on_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_items_image_off_idx\` ON \`pages_blocks_on_off_grid_items\` (\`image_off_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_on_off_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`switch_label\` text DEFAULT 'Lights' NOT NULL,
  	\`on_text\` text DEFAULT 'On' NOT NULL,
  	\`off_text\` text DEFAULT 'Off' NOT NULL,
  	\`start_with\` text DEFAULT 'off' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_order_idx\` ON \`pages_blocks_on_off_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_parent_id_idx\` ON \`pages_blocks_on_off_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_path_idx\` ON \`pages_blocks_on_off_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_focus_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`marker_x\` numeric,
  	\`marker_y\` numeric,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_focus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_points_order_idx\` ON \`pages_blocks_feature_focus_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_points_parent_id_idx\` ON \`pages_blocks_feature_focus_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_points_image_idx\` ON \`pages_blocks_feature_focus_points\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_focus\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`media_id\` integer NOT NULL,
  	\`media_position\` text DEFAULT 'left' NOT NULL,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_order_idx\` ON \`pages_blocks_feature_focus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_parent_id_idx\` ON \`pages_blocks_feature_focus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_path_idx\` ON \`pages_blocks_feature_focus\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_media_idx\` ON \`pages_blocks_feature_focus\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_link_link_page_idx\` ON \`pages_blocks_feature_focus\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_link_link_post_idx\` ON \`pages_blocks_feature_focus\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_link_link_media_idx\` ON \`pages_blocks_feature_focus\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text NOT NULL,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_order_idx\` ON \`pages_blocks_call_to_action_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_parent_id_idx\` ON \`pages_blocks_call_to_action_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_link_link_page_idx\` ON \`pages_blocks_call_to_action_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_link_link_post_idx\` ON \`pages_blocks_call_to_action_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_link_link_media_idx\` ON \`pages_blocks_call_to_action_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`tone\` text DEFAULT 'orange',
  	\`image_id\` integer,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_image_idx\` ON \`pages_blocks_call_to_action\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_pre_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text DEFAULT 'Be first on the road.' NOT NULL,
  	\`text\` text DEFAULT 'Build updates, delivery dates and the occasional long-weekend route. A few e-mails a year.',
  	\`form_label\` text DEFAULT 'E-mail address' NOT NULL,
  	\`form_button_label\` text DEFAULT 'Keep me posted' NOT NULL,
  	\`form_note\` text DEFAULT 'No spam. Unsubscribe with one click, any time.',
  	\`tone\` text DEFAULT 'orange' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_order_idx\` ON \`pages_blocks_pre_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_parent_id_idx\` ON \`pages_blocks_pre_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_path_idx\` ON \`pages_blocks_pre_footer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_anchors_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`anchor_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_anchors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_items_order_idx\` ON \`pages_blocks_anchors_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_items_parent_id_idx\` ON \`pages_blocks_anchors_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_anchors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'On this page' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_order_idx\` ON \`pages_blocks_anchors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_parent_id_idx\` ON \`pages_blocks_anchors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_path_idx\` ON \`pages_blocks_anchors\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_order_idx\` ON \`pages_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_parent_id_idx\` ON \`pages_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`single_open\` integer DEFAULT false,
  	\`open_first\` integer DEFAULT false,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_order_idx\` ON \`pages_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_parent_id_idx\` ON \`pages_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_path_idx\` ON \`pages_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_dropdown_options_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_dropdown_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_rows_order_idx\` ON \`pages_blocks_dropdown_options_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_rows_parent_id_idx\` ON \`pages_blocks_dropdown_options_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_dropdown_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_dropdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_order_idx\` ON \`pages_blocks_dropdown_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_parent_id_idx\` ON \`pages_blocks_dropdown_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_image_idx\` ON \`pages_blocks_dropdown_options\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_dropdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`label\` text DEFAULT 'Choose an option' NOT NULL,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_order_idx\` ON \`pages_blocks_dropdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_parent_id_idx\` ON \`pages_blocks_dropdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_path_idx\` ON \`pages_blocks_dropdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_focus_points_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`x\` numeric NOT NULL,
  	\`y\` numeric NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_focus_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_points_order_idx\` ON \`pages_blocks_focus_points_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_points_parent_id_idx\` ON \`pages_blocks_focus_points_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_focus_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`image_id\` integer NOT NULL,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_order_idx\` ON \`pages_blocks_focus_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_parent_id_idx\` ON \`pages_blocks_focus_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_path_idx\` ON \`pages_blocks_focus_points\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_image_idx\` ON \`pages_blocks_focus_points\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_annotated_background_labels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`x\` numeric NOT NULL,
  	\`y\` numeric NOT NULL,
  	\`label\` text NOT NULL,
  	\`text\` text,
  	\`side\` text DEFAULT 'auto' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_annotated_background\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_labels_order_idx\` ON \`pages_blocks_annotated_background_labels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_labels_parent_id_idx\` ON \`pages_blocks_annotated_background_labels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_annotated_background\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_order_idx\` ON \`pages_blocks_annotated_background\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_parent_id_idx\` ON \`pages_blocks_annotated_background\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_path_idx\` ON \`pages_blocks_annotated_background\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_image_idx\` ON \`pages_blocks_annotated_background\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`mode\` text DEFAULT 'latest' NOT NULL,
  	\`tag_id\` integer,
  	\`limit\` numeric DEFAULT 3,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`tag_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_order_idx\` ON \`pages_blocks_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_parent_id_idx\` ON \`pages_blocks_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_path_idx\` ON \`pages_blocks_posts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_tag_idx\` ON \`pages_blocks_posts\` (\`tag_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_link_link_page_idx\` ON \`pages_blocks_posts\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_link_link_post_idx\` ON \`pages_blocks_posts\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_link_link_media_idx\` ON \`pages_blocks_posts\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_focus_post\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`post_id\` integer,
  	\`eyebrow\` text DEFAULT 'Featured story',
  	\`link_label\` text DEFAULT 'Read the story' NOT NULL,
  	\`image_position\` text DEFAULT 'left' NOT NULL,
  	\`background\` text DEFAULT 'beige' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_post_order_idx\` ON \`pages_blocks_focus_post\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_post_parent_id_idx\` ON \`pages_blocks_focus_post\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_post_path_idx\` ON \`pages_blocks_focus_post\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_post_post_idx\` ON \`pages_blocks_focus_post\` (\`post_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`header_variant\` text DEFAULT 'default',
  	\`open_in_popup\` integer DEFAULT false,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_posts_id_idx\` ON \`pages_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text NOT NULL,
  	\`width\` text DEFAULT 'text',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_content_order_idx\` ON \`posts_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_content_parent_id_idx\` ON \`posts_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_content_path_idx\` ON \`posts_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_simple_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'centred' NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_simple_content_order_idx\` ON \`posts_blocks_simple_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_simple_content_parent_id_idx\` ON \`posts_blocks_simple_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_simple_content_path_idx\` ON \`posts_blocks_simple_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_image_content_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text NOT NULL,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_image_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_order_idx\` ON \`posts_blocks_image_content_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_parent_id_idx\` ON \`posts_blocks_image_content_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_link_link_page_idx\` ON \`posts_blocks_image_content_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_link_link_post_idx\` ON \`posts_blocks_image_content_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_link_link_media_idx\` ON \`posts_blocks_image_content_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_image_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	\`image_position\` text DEFAULT 'left' NOT NULL,
  	\`image_ratio\` text DEFAULT 'portrait' NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_order_idx\` ON \`posts_blocks_image_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_parent_id_idx\` ON \`posts_blocks_image_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_path_idx\` ON \`posts_blocks_image_content\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_image_idx\` ON \`posts_blocks_image_content\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_big_sentence\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`text\` text NOT NULL,
  	\`reveal\` text DEFAULT 'word' NOT NULL,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_big_sentence_order_idx\` ON \`posts_blocks_big_sentence\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_big_sentence_parent_id_idx\` ON \`posts_blocks_big_sentence\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_big_sentence_path_idx\` ON \`posts_blocks_big_sentence\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text NOT NULL,
  	\`author\` text NOT NULL,
  	\`role\` text,
  	\`photo_id\` integer,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_quote_order_idx\` ON \`posts_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_quote_parent_id_idx\` ON \`posts_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_quote_path_idx\` ON \`posts_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_quote_photo_idx\` ON \`posts_blocks_quote\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_list_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_list_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_items_order_idx\` ON \`posts_blocks_list_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_items_parent_id_idx\` ON \`posts_blocks_list_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_list_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_order_idx\` ON \`posts_blocks_list_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_parent_id_idx\` ON \`posts_blocks_list_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_path_idx\` ON \`posts_blocks_list_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_link_link_page_idx\` ON \`posts_blocks_list_section\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_link_link_post_idx\` ON \`posts_blocks_list_section\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_link_link_media_idx\` ON \`posts_blocks_list_section\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_items_order_idx\` ON \`posts_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_items_parent_id_idx\` ON \`posts_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_items_media_idx\` ON \`posts_blocks_benefits_items\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`media_style\` text DEFAULT 'icon' NOT NULL,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_order_idx\` ON \`posts_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_parent_id_idx\` ON \`posts_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_path_idx\` ON \`posts_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_call_to_action_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text NOT NULL,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_order_idx\` ON \`posts_blocks_call_to_action_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_parent_id_idx\` ON \`posts_blocks_call_to_action_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_link_link_page_idx\` ON \`posts_blocks_call_to_action_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_link_link_post_idx\` ON \`posts_blocks_call_to_action_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_link_link_media_idx\` ON \`posts_blocks_call_to_action_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`tone\` text DEFAULT 'orange',
  	\`image_id\` integer,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_order_idx\` ON \`posts_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_parent_id_idx\` ON \`posts_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_path_idx\` ON \`posts_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_image_idx\` ON \`posts_blocks_call_to_action\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_items_order_idx\` ON \`posts_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_items_parent_id_idx\` ON \`posts_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`single_open\` integer DEFAULT false,
  	\`open_first\` integer DEFAULT false,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_order_idx\` ON \`posts_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_parent_id_idx\` ON \`posts_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_path_idx\` ON \`posts_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_dropdown_options_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_dropdown_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_rows_order_idx\` ON \`posts_blocks_dropdown_options_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_rows_parent_id_idx\` ON \`posts_blocks_dropdown_options_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_dropdown_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_dropdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_order_idx\` ON \`posts_blocks_dropdown_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_parent_id_idx\` ON \`posts_blocks_dropdown_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_image_idx\` ON \`posts_blocks_dropdown_options\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_dropdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`label\` text DEFAULT 'Choose an option' NOT NULL,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_order_idx\` ON \`posts_blocks_dropdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_parent_id_idx\` ON \`posts_blocks_dropdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_path_idx\` ON \`posts_blocks_dropdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_focus_points_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`x\` numeric NOT NULL,
  	\`y\` numeric NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_focus_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_points_order_idx\` ON \`posts_blocks_focus_points_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_points_parent_id_idx\` ON \`posts_blocks_focus_points_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`posts_blocks_focus_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`image_id\` integer NOT NULL,
  	\`background\` text DEFAULT 'paper' NOT NULL,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_order_idx\` ON \`posts_blocks_focus_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_parent_id_idx\` ON \`posts_blocks_focus_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_path_idx\` ON \`posts_blocks_focus_points\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_image_idx\` ON \`posts_blocks_focus_points\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`author_id\` integer,
  	\`main_image_id\` integer NOT NULL,
  	\`excerpt\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_date_idx\` ON \`posts\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`posts_author_idx\` ON \`posts\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_main_image_idx\` ON \`posts\` (\`main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`posts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`posts_rels_order_idx\` ON \`posts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_parent_idx\` ON \`posts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_path_idx\` ON \`posts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`posts_rels_tags_id_idx\` ON \`posts_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alternative_text\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_og_url\` text,
  	\`sizes_og_width\` numeric,
  	\`sizes_og_height\` numeric,
  	\`sizes_og_mime_type\` text,
  	\`sizes_og_filesize\` numeric,
  	\`sizes_og_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_og_sizes_og_filename_idx\` ON \`media\` (\`sizes_og_filename\`);`)
  await db.run(sql`CREATE TABLE \`authors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`authors_photo_idx\` ON \`authors\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`authors_updated_at_idx\` ON \`authors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`authors_created_at_idx\` ON \`authors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_slug_idx\` ON \`tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tags_updated_at_idx\` ON \`tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tags_created_at_idx\` ON \`tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`source\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_email_idx\` ON \`subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_updated_at_idx\` ON \`subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_created_at_idx\` ON \`subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`media_id\` integer,
  	\`authors_id\` integer,
  	\`tags_id\` integer,
  	\`users_id\` integer,
  	\`subscribers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`header_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text NOT NULL,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_links_order_idx\` ON \`header_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_links_parent_id_idx\` ON \`header_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_links_link_link_page_idx\` ON \`header_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`header_links_link_link_post_idx\` ON \`header_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`header_links_link_link_media_idx\` ON \`header_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cta_title\` text NOT NULL,
  	\`cta_page_id\` integer,
  	\`cta_post_id\` integer,
  	\`cta_media_id\` integer,
  	\`cta_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`cta_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cta_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cta_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`header_cta_cta_page_idx\` ON \`header\` (\`cta_page_id\`);`)
  await db.run(sql`CREATE INDEX \`header_cta_cta_post_idx\` ON \`header\` (\`cta_post_id\`);`)
  await db.run(sql`CREATE INDEX \`header_cta_cta_media_idx\` ON \`header\` (\`cta_media_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text NOT NULL,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_link_link_page_idx\` ON \`footer_columns_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_link_link_post_idx\` ON \`footer_columns_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_link_link_media_idx\` ON \`footer_columns_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_columns_order_idx\` ON \`footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_parent_id_idx\` ON \`footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_bottom_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text NOT NULL,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_bottom_links_order_idx\` ON \`footer_bottom_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_bottom_links_parent_id_idx\` ON \`footer_bottom_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_bottom_links_link_link_page_idx\` ON \`footer_bottom_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_bottom_links_link_link_post_idx\` ON \`footer_bottom_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_bottom_links_link_link_media_idx\` ON \`footer_bottom_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footer_social_order_idx\` ON \`footer_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_social_parent_id_idx\` ON \`footer_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Take the long way home.' NOT NULL,
  	\`newsletter_title\` text DEFAULT 'Road notes, once a month',
  	\`legal\` text DEFAULT '© Pebble Mobility, Inc.',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email_sharing_text\` text DEFAULT 'I thought you would like this from Pebble:',
  	\`analytics_ga4\` text,
  	\`analytics_gtm\` text,
  	\`analytics_meta_pixel\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_title_cover\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_cover_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_cover\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cover_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cover\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_simple_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_content_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_alternated_content_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_alternated_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_big_sentence\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_list_section_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_list_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_credibility_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_credibility_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_credibility_awards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_credibility\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_members\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_fullscreen_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_fullscreen_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sticky_slider_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sticky_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_on_off_grid_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_on_off_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_focus_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_focus\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_pre_footer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_anchors_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_anchors\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dropdown_options_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dropdown_options\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dropdown\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_focus_points_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_focus_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_annotated_background_labels\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_annotated_background\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_posts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_focus_post\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_simple_content\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_image_content_links\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_image_content\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_big_sentence\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_list_section_items\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_list_section\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_call_to_action_links\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_dropdown_options_rows\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_dropdown_options\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_dropdown\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_focus_points_points\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_focus_points\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts_rels\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`authors\`;`)
  await db.run(sql`DROP TABLE \`tags\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`subscribers\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`header_links\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns\`;`)
  await db.run(sql`DROP TABLE \`footer_bottom_links\`;`)
  await db.run(sql`DROP TABLE \`footer_social\`;`)
  await db.run(sql`DROP TABLE \`footer\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
}
