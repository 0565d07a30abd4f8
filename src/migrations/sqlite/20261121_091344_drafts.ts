import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_links_order_idx\` ON \`_pages_v_blocks_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_links_parent_id_idx\` ON \`_pages_v_blocks_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_links_link_link_page_idx\` ON \`_pages_v_blocks_hero_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_links_link_link_post_idx\` ON \`_pages_v_blocks_hero_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_links_link_link_media_idx\` ON \`_pages_v_blocks_hero_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`media_id\` integer,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_media_idx\` ON \`_pages_v_blocks_hero\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_title_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`image_id\` integer,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_title_cover_order_idx\` ON \`_pages_v_blocks_title_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_title_cover_parent_id_idx\` ON \`_pages_v_blocks_title_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_title_cover_path_idx\` ON \`_pages_v_blocks_title_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_title_cover_image_idx\` ON \`_pages_v_blocks_title_cover\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_large_cover_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_large_cover\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_cover_links_order_idx\` ON \`_pages_v_blocks_large_cover_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_cover_links_parent_id_idx\` ON \`_pages_v_blocks_large_cover_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_cover_links_link_link_page_idx\` ON \`_pages_v_blocks_large_cover_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_cover_links_link_link_post_idx\` ON \`_pages_v_blocks_large_cover_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_cover_links_link_link_media_idx\` ON \`_pages_v_blocks_large_cover_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_large_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_cover_order_idx\` ON \`_pages_v_blocks_large_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_cover_parent_id_idx\` ON \`_pages_v_blocks_large_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_cover_path_idx\` ON \`_pages_v_blocks_large_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_cover_media_idx\` ON \`_pages_v_blocks_large_cover\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cover_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cover\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_links_order_idx\` ON \`_pages_v_blocks_cover_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_links_parent_id_idx\` ON \`_pages_v_blocks_cover_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_links_link_link_page_idx\` ON \`_pages_v_blocks_cover_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_links_link_link_post_idx\` ON \`_pages_v_blocks_cover_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_links_link_link_media_idx\` ON \`_pages_v_blocks_cover_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`text_position\` text DEFAULT 'bottom-left',
  	\`overlay\` text DEFAULT 'gradient',
  	\`height\` text DEFAULT 'medium',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_order_idx\` ON \`_pages_v_blocks_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_parent_id_idx\` ON \`_pages_v_blocks_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_path_idx\` ON \`_pages_v_blocks_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cover_media_idx\` ON \`_pages_v_blocks_cover\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`width\` text DEFAULT 'text',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_order_idx\` ON \`_pages_v_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_parent_id_idx\` ON \`_pages_v_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_path_idx\` ON \`_pages_v_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_simple_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'centred',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_simple_content_order_idx\` ON \`_pages_v_blocks_simple_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_simple_content_parent_id_idx\` ON \`_pages_v_blocks_simple_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_simple_content_path_idx\` ON \`_pages_v_blocks_simple_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_content_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_content_links_order_idx\` ON \`_pages_v_blocks_image_content_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_content_links_parent_id_idx\` ON \`_pages_v_blocks_image_content_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_content_links_link_link_page_idx\` ON \`_pages_v_blocks_image_content_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_content_links_link_link_post_idx\` ON \`_pages_v_blocks_image_content_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_content_links_link_link_media_idx\` ON \`_pages_v_blocks_image_content_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`image_position\` text DEFAULT 'left',
  	\`image_ratio\` text DEFAULT 'portrait',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_content_order_idx\` ON \`_pages_v_blocks_image_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_content_parent_id_idx\` ON \`_pages_v_blocks_image_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_content_path_idx\` ON \`_pages_v_blocks_image_content\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_content_image_idx\` ON \`_pages_v_blocks_image_content\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_alternated_content_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_alternated_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alternated_content_rows_order_idx\` ON \`_pages_v_blocks_alternated_content_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alternated_content_rows_parent_id_idx\` ON \`_pages_v_blocks_alternated_content_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alternated_content_rows_image_idx\` ON \`_pages_v_blocks_alternated_content_rows\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alternated_content_rows_link_link_page_idx\` ON \`_pages_v_blocks_alternated_content_rows\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alternated_content_rows_link_link_post_idx\` ON \`_pages_v_blocks_alternated_content_rows\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alternated_content_rows_link_link_media_idx\` ON \`_pages_v_blocks_alternated_content_rows\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_alternated_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`start_with\` text DEFAULT 'left',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alternated_content_order_idx\` ON \`_pages_v_blocks_alternated_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alternated_content_parent_id_idx\` ON \`_pages_v_blocks_alternated_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alternated_content_path_idx\` ON \`_pages_v_blocks_alternated_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_big_sentence\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`text\` text,
  	\`reveal\` text DEFAULT 'word',
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_big_sentence_order_idx\` ON \`_pages_v_blocks_big_sentence\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_big_sentence_parent_id_idx\` ON \`_pages_v_blocks_big_sentence\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_big_sentence_path_idx\` ON \`_pages_v_blocks_big_sentence\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`photo_id\` integer,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_order_idx\` ON \`_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_parent_id_idx\` ON \`_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_path_idx\` ON \`_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_photo_idx\` ON \`_pages_v_blocks_quote\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_list_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_list_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_section_items_order_idx\` ON \`_pages_v_blocks_list_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_section_items_parent_id_idx\` ON \`_pages_v_blocks_list_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_list_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_section_order_idx\` ON \`_pages_v_blocks_list_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_section_parent_id_idx\` ON \`_pages_v_blocks_list_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_section_path_idx\` ON \`_pages_v_blocks_list_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_section_link_link_page_idx\` ON \`_pages_v_blocks_list_section\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_section_link_link_post_idx\` ON \`_pages_v_blocks_list_section\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_list_section_link_link_media_idx\` ON \`_pages_v_blocks_list_section\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_items_order_idx\` ON \`_pages_v_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_items_parent_id_idx\` ON \`_pages_v_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_items_media_idx\` ON \`_pages_v_blocks_benefits_items\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`media_style\` text DEFAULT 'icon',
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_order_idx\` ON \`_pages_v_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_parent_id_idx\` ON \`_pages_v_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_benefits_path_idx\` ON \`_pages_v_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_credibility_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_credibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_credibility_logos_order_idx\` ON \`_pages_v_blocks_credibility_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_credibility_logos_parent_id_idx\` ON \`_pages_v_blocks_credibility_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_credibility_logos_logo_idx\` ON \`_pages_v_blocks_credibility_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_credibility_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_credibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_credibility_figures_order_idx\` ON \`_pages_v_blocks_credibility_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_credibility_figures_parent_id_idx\` ON \`_pages_v_blocks_credibility_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_credibility_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`year\` numeric,
  	\`detail\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_credibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_credibility_awards_order_idx\` ON \`_pages_v_blocks_credibility_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_credibility_awards_parent_id_idx\` ON \`_pages_v_blocks_credibility_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_credibility\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`logos_label\` text DEFAULT 'As featured in',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_credibility_order_idx\` ON \`_pages_v_blocks_credibility\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_credibility_parent_id_idx\` ON \`_pages_v_blocks_credibility\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_credibility_path_idx\` ON \`_pages_v_blocks_credibility\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`photo_id\` integer,
  	\`name\` text,
  	\`role\` text,
  	\`bio\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_members_order_idx\` ON \`_pages_v_blocks_team_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_members_parent_id_idx\` ON \`_pages_v_blocks_team_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_members_photo_idx\` ON \`_pages_v_blocks_team_members\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_order_idx\` ON \`_pages_v_blocks_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_parent_id_idx\` ON \`_pages_v_blocks_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_path_idx\` ON \`_pages_v_blocks_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_content_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_content_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_order_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_image_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_link_link_page_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_link_link_post_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_slides_link_link_media_idx\` ON \`_pages_v_blocks_content_slider_slides\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_content_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`loop\` integer DEFAULT false,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_order_idx\` ON \`_pages_v_blocks_content_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_parent_id_idx\` ON \`_pages_v_blocks_content_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_content_slider_path_idx\` ON \`_pages_v_blocks_content_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slider_slides_order_idx\` ON \`_pages_v_blocks_image_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_image_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slider_slides_image_idx\` ON \`_pages_v_blocks_image_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`image_shape\` text DEFAULT 'landscape',
  	\`loop\` integer DEFAULT false,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slider_order_idx\` ON \`_pages_v_blocks_image_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slider_parent_id_idx\` ON \`_pages_v_blocks_image_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slider_path_idx\` ON \`_pages_v_blocks_image_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_fullscreen_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_fullscreen_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fullscreen_slider_slides_order_idx\` ON \`_pages_v_blocks_fullscreen_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fullscreen_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_fullscreen_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fullscreen_slider_slides_image_idx\` ON \`_pages_v_blocks_fullscreen_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fullscreen_slider_slides_link_link_page_idx\` ON \`_pages_v_blocks_fullscreen_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fullscreen_slider_slides_link_link_post_idx\` ON \`_pages_v_blocks_fullscreen_slider_slides\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fullscreen_slider_slides_link_link_media_idx\` ON \`_pages_v_blocks_fullscreen_slider_slides\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_fullscreen_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Pebble highlights',
  	\`height\` text DEFAULT 'full',
  	\`loop\` integer DEFAULT false,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fullscreen_slider_order_idx\` ON \`_pages_v_blocks_fullscreen_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fullscreen_slider_parent_id_idx\` ON \`_pages_v_blocks_fullscreen_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_fullscreen_slider_path_idx\` ON \`_pages_v_blocks_fullscreen_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sticky_slider_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_sticky_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sticky_slider_steps_order_idx\` ON \`_pages_v_blocks_sticky_slider_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sticky_slider_steps_parent_id_idx\` ON \`_pages_v_blocks_sticky_slider_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sticky_slider_steps_image_idx\` ON \`_pages_v_blocks_sticky_slider_steps\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sticky_slider_steps_link_link_page_idx\` ON \`_pages_v_blocks_sticky_slider_steps\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sticky_slider_steps_link_link_post_idx\` ON \`_pages_v_blocks_sticky_slider_steps\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sticky_slider_steps_link_link_media_idx\` ON \`_pages_v_blocks_sticky_slider_steps\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sticky_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`media_position\` text DEFAULT 'left',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sticky_slider_order_idx\` ON \`_pages_v_blocks_sticky_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sticky_slider_parent_id_idx\` ON \`_pages_v_blocks_sticky_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sticky_slider_path_idx\` ON \`_pages_v_blocks_sticky_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_on_off_grid_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_on_id\` integer,
  	\`image_off_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_on_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_off_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__pages_v_blocks_on_off_grid_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_on_off_grid_v_items_order_idx\` ON \`__pages_v_blocks_on_off_grid_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_on_off_grid_v_items_parent_id_idx\` ON \`__pages_v_blocks_on_off_grid_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_on_off_grid_v_items_image_on_idx\` ON \`__pages_v_blocks_on_off_grid_v_items\` (\`image_on_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_on_off_grid_v_items_image_off_idx\` ON \`__pages_v_blocks_on_off_grid_v_items\` (\`image_off_id\`);`)
  await db.run(sql`CREATE TABLE \`__pages_v_blocks_on_off_grid_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`switch_label\` text DEFAULT 'Lights',
  	\`on_text\` text DEFAULT 'On',
  	\`off_text\` text DEFAULT 'Off',
  	\`start_with\` text DEFAULT 'off',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_on_off_grid_v_order_idx\` ON \`__pages_v_blocks_on_off_grid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_on_off_grid_v_parent_id_idx\` ON \`__pages_v_blocks_on_off_grid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`__pages_v_blocks_on_off_grid_v_path_idx\` ON \`__pages_v_blocks_on_off_grid_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_focus_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`marker_x\` numeric,
  	\`marker_y\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_focus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_focus_points_order_idx\` ON \`_pages_v_blocks_feature_focus_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_focus_points_parent_id_idx\` ON \`_pages_v_blocks_feature_focus_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_focus_points_image_idx\` ON \`_pages_v_blocks_feature_focus_points\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_focus\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`media_id\` integer,
  	\`media_position\` text DEFAULT 'left',
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_focus_order_idx\` ON \`_pages_v_blocks_feature_focus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_focus_parent_id_idx\` ON \`_pages_v_blocks_feature_focus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_focus_path_idx\` ON \`_pages_v_blocks_feature_focus\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_focus_media_idx\` ON \`_pages_v_blocks_feature_focus\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_focus_link_link_page_idx\` ON \`_pages_v_blocks_feature_focus\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_focus_link_link_post_idx\` ON \`_pages_v_blocks_feature_focus\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_focus_link_link_media_idx\` ON \`_pages_v_blocks_feature_focus\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_links_order_idx\` ON \`_pages_v_blocks_call_to_action_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_links_parent_id_idx\` ON \`_pages_v_blocks_call_to_action_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_links_link_link_page_idx\` ON \`_pages_v_blocks_call_to_action_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_links_link_link_post_idx\` ON \`_pages_v_blocks_call_to_action_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_links_link_link_media_idx\` ON \`_pages_v_blocks_call_to_action_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`tone\` text DEFAULT 'orange',
  	\`image_id\` integer,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_order_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_parent_id_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_path_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_image_idx\` ON \`_pages_v_blocks_call_to_action\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_pre_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text DEFAULT 'Be first on the road.',
  	\`text\` text DEFAULT 'Build updates, delivery dates and the occasional long-weekend route. A few e-mails a year.',
  	\`form_label\` text DEFAULT 'E-mail address',
  	\`form_button_label\` text DEFAULT 'Keep me posted',
  	\`form_note\` text DEFAULT 'No spam. Unsubscribe with one click, any time.',
  	\`tone\` text DEFAULT 'orange',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pre_footer_order_idx\` ON \`_pages_v_blocks_pre_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pre_footer_parent_id_idx\` ON \`_pages_v_blocks_pre_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pre_footer_path_idx\` ON \`_pages_v_blocks_pre_footer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_anchors_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_anchors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchors_items_order_idx\` ON \`_pages_v_blocks_anchors_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchors_items_parent_id_idx\` ON \`_pages_v_blocks_anchors_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_anchors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'On this page',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchors_order_idx\` ON \`_pages_v_blocks_anchors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchors_parent_id_idx\` ON \`_pages_v_blocks_anchors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchors_path_idx\` ON \`_pages_v_blocks_anchors\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_order_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_parent_id_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`single_open\` integer DEFAULT false,
  	\`open_first\` integer DEFAULT false,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_order_idx\` ON \`_pages_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_parent_id_idx\` ON \`_pages_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_path_idx\` ON \`_pages_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_dropdown_options_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_dropdown_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dropdown_options_rows_order_idx\` ON \`_pages_v_blocks_dropdown_options_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dropdown_options_rows_parent_id_idx\` ON \`_pages_v_blocks_dropdown_options_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_dropdown_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`title\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_dropdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dropdown_options_order_idx\` ON \`_pages_v_blocks_dropdown_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dropdown_options_parent_id_idx\` ON \`_pages_v_blocks_dropdown_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dropdown_options_image_idx\` ON \`_pages_v_blocks_dropdown_options\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_dropdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`label\` text DEFAULT 'Choose an option',
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dropdown_order_idx\` ON \`_pages_v_blocks_dropdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dropdown_parent_id_idx\` ON \`_pages_v_blocks_dropdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dropdown_path_idx\` ON \`_pages_v_blocks_dropdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_focus_points_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`x\` numeric,
  	\`y\` numeric,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_focus_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_focus_points_points_order_idx\` ON \`_pages_v_blocks_focus_points_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_focus_points_points_parent_id_idx\` ON \`_pages_v_blocks_focus_points_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_focus_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`image_id\` integer,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_focus_points_order_idx\` ON \`_pages_v_blocks_focus_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_focus_points_parent_id_idx\` ON \`_pages_v_blocks_focus_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_focus_points_path_idx\` ON \`_pages_v_blocks_focus_points\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_focus_points_image_idx\` ON \`_pages_v_blocks_focus_points\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_annotated_background_labels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`x\` numeric,
  	\`y\` numeric,
  	\`label\` text,
  	\`text\` text,
  	\`side\` text DEFAULT 'auto',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_annotated_background\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annotated_background_labels_order_idx\` ON \`_pages_v_blocks_annotated_background_labels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annotated_background_labels_parent_id_idx\` ON \`_pages_v_blocks_annotated_background_labels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_annotated_background\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annotated_background_order_idx\` ON \`_pages_v_blocks_annotated_background\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annotated_background_parent_id_idx\` ON \`_pages_v_blocks_annotated_background\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annotated_background_path_idx\` ON \`_pages_v_blocks_annotated_background\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_annotated_background_image_idx\` ON \`_pages_v_blocks_annotated_background\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`mode\` text DEFAULT 'latest',
  	\`tag_id\` integer,
  	\`limit\` numeric DEFAULT 3,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`tag_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_posts_order_idx\` ON \`_pages_v_blocks_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_posts_parent_id_idx\` ON \`_pages_v_blocks_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_posts_path_idx\` ON \`_pages_v_blocks_posts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_posts_tag_idx\` ON \`_pages_v_blocks_posts\` (\`tag_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_posts_link_link_page_idx\` ON \`_pages_v_blocks_posts\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_posts_link_link_post_idx\` ON \`_pages_v_blocks_posts\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_posts_link_link_media_idx\` ON \`_pages_v_blocks_posts\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_focus_post\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`post_id\` integer,
  	\`eyebrow\` text DEFAULT 'Featured story',
  	\`link_label\` text DEFAULT 'Read the story',
  	\`image_position\` text DEFAULT 'left',
  	\`background\` text DEFAULT 'beige',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_focus_post_order_idx\` ON \`_pages_v_blocks_focus_post\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_focus_post_parent_id_idx\` ON \`_pages_v_blocks_focus_post\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_focus_post_path_idx\` ON \`_pages_v_blocks_focus_post\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_focus_post_post_idx\` ON \`_pages_v_blocks_focus_post\` (\`post_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_header_variant\` text DEFAULT 'default',
  	\`version_open_in_popup\` integer DEFAULT false,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_posts_id_idx\` ON \`_pages_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`width\` text DEFAULT 'text',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_content_order_idx\` ON \`_posts_v_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_content_parent_id_idx\` ON \`_posts_v_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_content_path_idx\` ON \`_posts_v_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_simple_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'centred',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_simple_content_order_idx\` ON \`_posts_v_blocks_simple_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_simple_content_parent_id_idx\` ON \`_posts_v_blocks_simple_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_simple_content_path_idx\` ON \`_posts_v_blocks_simple_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_image_content_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_image_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_content_links_order_idx\` ON \`_posts_v_blocks_image_content_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_content_links_parent_id_idx\` ON \`_posts_v_blocks_image_content_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_content_links_link_link_page_idx\` ON \`_posts_v_blocks_image_content_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_content_links_link_link_post_idx\` ON \`_posts_v_blocks_image_content_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_content_links_link_link_media_idx\` ON \`_posts_v_blocks_image_content_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_image_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`image_position\` text DEFAULT 'left',
  	\`image_ratio\` text DEFAULT 'portrait',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_content_order_idx\` ON \`_posts_v_blocks_image_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_content_parent_id_idx\` ON \`_posts_v_blocks_image_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_content_path_idx\` ON \`_posts_v_blocks_image_content\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_image_content_image_idx\` ON \`_posts_v_blocks_image_content\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_big_sentence\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`text\` text,
  	\`reveal\` text DEFAULT 'word',
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_big_sentence_order_idx\` ON \`_posts_v_blocks_big_sentence\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_big_sentence_parent_id_idx\` ON \`_posts_v_blocks_big_sentence\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_big_sentence_path_idx\` ON \`_posts_v_blocks_big_sentence\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`photo_id\` integer,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_quote_order_idx\` ON \`_posts_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_quote_parent_id_idx\` ON \`_posts_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_quote_path_idx\` ON \`_posts_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_quote_photo_idx\` ON \`_posts_v_blocks_quote\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_list_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_list_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_list_section_items_order_idx\` ON \`_posts_v_blocks_list_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_list_section_items_parent_id_idx\` ON \`_posts_v_blocks_list_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_list_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_list_section_order_idx\` ON \`_posts_v_blocks_list_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_list_section_parent_id_idx\` ON \`_posts_v_blocks_list_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_list_section_path_idx\` ON \`_posts_v_blocks_list_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_list_section_link_link_page_idx\` ON \`_posts_v_blocks_list_section\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_list_section_link_link_post_idx\` ON \`_posts_v_blocks_list_section\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_list_section_link_link_media_idx\` ON \`_posts_v_blocks_list_section\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_benefits_items_order_idx\` ON \`_posts_v_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_benefits_items_parent_id_idx\` ON \`_posts_v_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_benefits_items_media_idx\` ON \`_posts_v_blocks_benefits_items\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`media_style\` text DEFAULT 'icon',
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_benefits_order_idx\` ON \`_posts_v_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_benefits_parent_id_idx\` ON \`_posts_v_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_benefits_path_idx\` ON \`_posts_v_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_call_to_action_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_call_to_action_links_order_idx\` ON \`_posts_v_blocks_call_to_action_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_call_to_action_links_parent_id_idx\` ON \`_posts_v_blocks_call_to_action_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_call_to_action_links_link_link_page_idx\` ON \`_posts_v_blocks_call_to_action_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_call_to_action_links_link_link_post_idx\` ON \`_posts_v_blocks_call_to_action_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_call_to_action_links_link_link_media_idx\` ON \`_posts_v_blocks_call_to_action_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`tone\` text DEFAULT 'orange',
  	\`image_id\` integer,
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_call_to_action_order_idx\` ON \`_posts_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_call_to_action_parent_id_idx\` ON \`_posts_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_call_to_action_path_idx\` ON \`_posts_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_call_to_action_image_idx\` ON \`_posts_v_blocks_call_to_action\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_accordion_items_order_idx\` ON \`_posts_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_accordion_items_parent_id_idx\` ON \`_posts_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`single_open\` integer DEFAULT false,
  	\`open_first\` integer DEFAULT false,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_accordion_order_idx\` ON \`_posts_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_accordion_parent_id_idx\` ON \`_posts_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_accordion_path_idx\` ON \`_posts_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_dropdown_options_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_dropdown_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_dropdown_options_rows_order_idx\` ON \`_posts_v_blocks_dropdown_options_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_dropdown_options_rows_parent_id_idx\` ON \`_posts_v_blocks_dropdown_options_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_dropdown_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`title\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_dropdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_dropdown_options_order_idx\` ON \`_posts_v_blocks_dropdown_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_dropdown_options_parent_id_idx\` ON \`_posts_v_blocks_dropdown_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_dropdown_options_image_idx\` ON \`_posts_v_blocks_dropdown_options\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_dropdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`label\` text DEFAULT 'Choose an option',
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_dropdown_order_idx\` ON \`_posts_v_blocks_dropdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_dropdown_parent_id_idx\` ON \`_posts_v_blocks_dropdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_dropdown_path_idx\` ON \`_posts_v_blocks_dropdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_focus_points_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`x\` numeric,
  	\`y\` numeric,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v_blocks_focus_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_focus_points_points_order_idx\` ON \`_posts_v_blocks_focus_points_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_focus_points_points_parent_id_idx\` ON \`_posts_v_blocks_focus_points_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_blocks_focus_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`image_id\` integer,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_focus_points_order_idx\` ON \`_posts_v_blocks_focus_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_focus_points_parent_id_idx\` ON \`_posts_v_blocks_focus_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_focus_points_path_idx\` ON \`_posts_v_blocks_focus_points\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_blocks_focus_points_image_idx\` ON \`_posts_v_blocks_focus_points\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_author_id\` integer,
  	\`version_main_image_id\` integer,
  	\`version_excerpt\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_date_idx\` ON \`_posts_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_author_idx\` ON \`_posts_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_main_image_idx\` ON \`_posts_v\` (\`version_main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_order_idx\` ON \`_posts_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_parent_idx\` ON \`_posts_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_path_idx\` ON \`_posts_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_rels_tags_id_idx\` ON \`_posts_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_hero_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero_links\` RENAME TO \`pages_blocks_hero_links\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_order_idx\` ON \`pages_blocks_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_parent_id_idx\` ON \`pages_blocks_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_link_link_page_idx\` ON \`pages_blocks_hero_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_link_link_post_idx\` ON \`pages_blocks_hero_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_link_link_media_idx\` ON \`pages_blocks_hero_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`media_id\` integer,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "subtitle", "media_id", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "subtitle", "media_id", "anchor_id", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_media_idx\` ON \`pages_blocks_hero\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_title_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`image_id\` integer,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_title_cover\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "image_id", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "image_id", "anchor_id", "block_name" FROM \`pages_blocks_title_cover\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_title_cover\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_title_cover\` RENAME TO \`pages_blocks_title_cover\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_cover_order_idx\` ON \`pages_blocks_title_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_cover_parent_id_idx\` ON \`pages_blocks_title_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_cover_path_idx\` ON \`pages_blocks_title_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_cover_image_idx\` ON \`pages_blocks_title_cover\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_large_cover_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_large_cover_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_large_cover_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_cover_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_large_cover_links\` RENAME TO \`pages_blocks_large_cover_links\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_order_idx\` ON \`pages_blocks_large_cover_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_parent_id_idx\` ON \`pages_blocks_large_cover_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_link_link_page_idx\` ON \`pages_blocks_large_cover_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_link_link_post_idx\` ON \`pages_blocks_large_cover_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_link_link_media_idx\` ON \`pages_blocks_large_cover_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_large_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_large_cover\`("_order", "_parent_id", "_path", "id", "media_id", "eyebrow", "title", "text", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "media_id", "eyebrow", "title", "text", "anchor_id", "block_name" FROM \`pages_blocks_large_cover\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_cover\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_large_cover\` RENAME TO \`pages_blocks_large_cover\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_order_idx\` ON \`pages_blocks_large_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_parent_id_idx\` ON \`pages_blocks_large_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_path_idx\` ON \`pages_blocks_large_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_media_idx\` ON \`pages_blocks_large_cover\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cover_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cover_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_cover_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cover_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cover_links\` RENAME TO \`pages_blocks_cover_links\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_order_idx\` ON \`pages_blocks_cover_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_parent_id_idx\` ON \`pages_blocks_cover_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_link_link_page_idx\` ON \`pages_blocks_cover_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_link_link_post_idx\` ON \`pages_blocks_cover_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_link_link_media_idx\` ON \`pages_blocks_cover_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cover\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`text_position\` text DEFAULT 'bottom-left',
  	\`overlay\` text DEFAULT 'gradient',
  	\`height\` text DEFAULT 'medium',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cover\`("_order", "_parent_id", "_path", "id", "media_id", "text_position", "overlay", "height", "eyebrow", "title", "text", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "media_id", "text_position", "overlay", "height", "eyebrow", "title", "text", "anchor_id", "block_name" FROM \`pages_blocks_cover\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cover\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cover\` RENAME TO \`pages_blocks_cover\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_order_idx\` ON \`pages_blocks_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_parent_id_idx\` ON \`pages_blocks_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_path_idx\` ON \`pages_blocks_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_media_idx\` ON \`pages_blocks_cover\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`width\` text DEFAULT 'text',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_content\`("_order", "_parent_id", "_path", "id", "title", "body", "width", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "body", "width", "anchor_id", "block_name" FROM \`pages_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_content\` RENAME TO \`pages_blocks_content\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_order_idx\` ON \`pages_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_parent_id_idx\` ON \`pages_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_path_idx\` ON \`pages_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_simple_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'centred',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_simple_content\`("_order", "_parent_id", "_path", "id", "variant", "eyebrow", "title", "text", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "eyebrow", "title", "text", "anchor_id", "block_name" FROM \`pages_blocks_simple_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_simple_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_simple_content\` RENAME TO \`pages_blocks_simple_content\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_simple_content_order_idx\` ON \`pages_blocks_simple_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_simple_content_parent_id_idx\` ON \`pages_blocks_simple_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_simple_content_path_idx\` ON \`pages_blocks_simple_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_content_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_content_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_image_content_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_content_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_content_links\` RENAME TO \`pages_blocks_image_content_links\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_order_idx\` ON \`pages_blocks_image_content_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_parent_id_idx\` ON \`pages_blocks_image_content_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_link_link_page_idx\` ON \`pages_blocks_image_content_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_link_link_post_idx\` ON \`pages_blocks_image_content_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_link_link_media_idx\` ON \`pages_blocks_image_content_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`image_position\` text DEFAULT 'left',
  	\`image_ratio\` text DEFAULT 'portrait',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_content\`("_order", "_parent_id", "_path", "id", "image_id", "caption", "image_position", "image_ratio", "eyebrow", "title", "text", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "caption", "image_position", "image_ratio", "eyebrow", "title", "text", "anchor_id", "block_name" FROM \`pages_blocks_image_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_content\` RENAME TO \`pages_blocks_image_content\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_order_idx\` ON \`pages_blocks_image_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_parent_id_idx\` ON \`pages_blocks_image_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_path_idx\` ON \`pages_blocks_image_content\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_image_idx\` ON \`pages_blocks_image_content\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_alternated_content_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`eyebrow\` text,
  	\`title\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_alternated_content_rows\`("_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_alternated_content_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_alternated_content_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_alternated_content_rows\` RENAME TO \`pages_blocks_alternated_content_rows\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_order_idx\` ON \`pages_blocks_alternated_content_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_parent_id_idx\` ON \`pages_blocks_alternated_content_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_image_idx\` ON \`pages_blocks_alternated_content_rows\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_link_link_page_idx\` ON \`pages_blocks_alternated_content_rows\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_link_link_post_idx\` ON \`pages_blocks_alternated_content_rows\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_link_link_media_idx\` ON \`pages_blocks_alternated_content_rows\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_alternated_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`start_with\` text DEFAULT 'left',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_alternated_content\`("_order", "_parent_id", "_path", "id", "title", "start_with", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "start_with", "anchor_id", "block_name" FROM \`pages_blocks_alternated_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_alternated_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_alternated_content\` RENAME TO \`pages_blocks_alternated_content\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_order_idx\` ON \`pages_blocks_alternated_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_parent_id_idx\` ON \`pages_blocks_alternated_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_path_idx\` ON \`pages_blocks_alternated_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_big_sentence\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`text\` text,
  	\`reveal\` text DEFAULT 'word',
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_big_sentence\`("_order", "_parent_id", "_path", "id", "eyebrow", "text", "reveal", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "text", "reveal", "background", "anchor_id", "block_name" FROM \`pages_blocks_big_sentence\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_big_sentence\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_big_sentence\` RENAME TO \`pages_blocks_big_sentence\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_big_sentence_order_idx\` ON \`pages_blocks_big_sentence\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_big_sentence_parent_id_idx\` ON \`pages_blocks_big_sentence\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_big_sentence_path_idx\` ON \`pages_blocks_big_sentence\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`photo_id\` integer,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote\`("_order", "_parent_id", "_path", "id", "quote", "author", "role", "photo_id", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "quote", "author", "role", "photo_id", "anchor_id", "block_name" FROM \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote\` RENAME TO \`pages_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_photo_idx\` ON \`pages_blocks_quote\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_list_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_list_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_list_section_items\`("_order", "_parent_id", "id", "label", "value", "note") SELECT "_order", "_parent_id", "id", "label", "value", "note" FROM \`pages_blocks_list_section_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_list_section_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_list_section_items\` RENAME TO \`pages_blocks_list_section_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_items_order_idx\` ON \`pages_blocks_list_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_items_parent_id_idx\` ON \`pages_blocks_list_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_list_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_list_section\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "background", "anchor_id", "block_name" FROM \`pages_blocks_list_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_list_section\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_list_section\` RENAME TO \`pages_blocks_list_section\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_order_idx\` ON \`pages_blocks_list_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_parent_id_idx\` ON \`pages_blocks_list_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_path_idx\` ON \`pages_blocks_list_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_link_link_page_idx\` ON \`pages_blocks_list_section\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_link_link_post_idx\` ON \`pages_blocks_list_section\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_link_link_media_idx\` ON \`pages_blocks_list_section\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_benefits_items\`("_order", "_parent_id", "id", "media_id", "title", "text") SELECT "_order", "_parent_id", "id", "media_id", "title", "text" FROM \`pages_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_benefits_items\` RENAME TO \`pages_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_order_idx\` ON \`pages_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_parent_id_idx\` ON \`pages_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_media_idx\` ON \`pages_blocks_benefits_items\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`media_style\` text DEFAULT 'icon',
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_benefits\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_style", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_style", "background", "anchor_id", "block_name" FROM \`pages_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_benefits\` RENAME TO \`pages_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_order_idx\` ON \`pages_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_parent_id_idx\` ON \`pages_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_path_idx\` ON \`pages_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_credibility_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_credibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_credibility_logos\`("_order", "_parent_id", "id", "logo_id") SELECT "_order", "_parent_id", "id", "logo_id" FROM \`pages_blocks_credibility_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_credibility_logos\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_credibility_logos\` RENAME TO \`pages_blocks_credibility_logos\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_logos_order_idx\` ON \`pages_blocks_credibility_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_logos_parent_id_idx\` ON \`pages_blocks_credibility_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_logos_logo_idx\` ON \`pages_blocks_credibility_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_credibility_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_credibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_credibility_figures\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`pages_blocks_credibility_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_credibility_figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_credibility_figures\` RENAME TO \`pages_blocks_credibility_figures\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_figures_order_idx\` ON \`pages_blocks_credibility_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_figures_parent_id_idx\` ON \`pages_blocks_credibility_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_credibility_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`year\` numeric,
  	\`detail\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_credibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_credibility_awards\`("_order", "_parent_id", "id", "name", "year", "detail") SELECT "_order", "_parent_id", "id", "name", "year", "detail" FROM \`pages_blocks_credibility_awards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_credibility_awards\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_credibility_awards\` RENAME TO \`pages_blocks_credibility_awards\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_awards_order_idx\` ON \`pages_blocks_credibility_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_awards_parent_id_idx\` ON \`pages_blocks_credibility_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_credibility\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`logos_label\` text DEFAULT 'As featured in',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_credibility\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "logos_label", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "logos_label", "anchor_id", "block_name" FROM \`pages_blocks_credibility\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_credibility\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_credibility\` RENAME TO \`pages_blocks_credibility\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_order_idx\` ON \`pages_blocks_credibility\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_parent_id_idx\` ON \`pages_blocks_credibility\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_path_idx\` ON \`pages_blocks_credibility\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_team_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`photo_id\` integer,
  	\`name\` text,
  	\`role\` text,
  	\`bio\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_team_members\`("_order", "_parent_id", "id", "photo_id", "name", "role", "bio") SELECT "_order", "_parent_id", "id", "photo_id", "name", "role", "bio" FROM \`pages_blocks_team_members\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_team_members\` RENAME TO \`pages_blocks_team_members\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_order_idx\` ON \`pages_blocks_team_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_parent_id_idx\` ON \`pages_blocks_team_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_photo_idx\` ON \`pages_blocks_team_members\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_team\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "background", "anchor_id", "block_name" FROM \`pages_blocks_team\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_team\` RENAME TO \`pages_blocks_team\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_order_idx\` ON \`pages_blocks_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_parent_id_idx\` ON \`pages_blocks_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_path_idx\` ON \`pages_blocks_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_content_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`eyebrow\` text,
  	\`title\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_content_slider_slides\`("_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_content_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content_slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_content_slider_slides\` RENAME TO \`pages_blocks_content_slider_slides\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_order_idx\` ON \`pages_blocks_content_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_parent_id_idx\` ON \`pages_blocks_content_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_image_idx\` ON \`pages_blocks_content_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_page_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_post_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_media_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_content_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`loop\` integer DEFAULT false,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_content_slider\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "loop", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "loop", "background", "anchor_id", "block_name" FROM \`pages_blocks_content_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content_slider\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_content_slider\` RENAME TO \`pages_blocks_content_slider\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_order_idx\` ON \`pages_blocks_content_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_parent_id_idx\` ON \`pages_blocks_content_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_path_idx\` ON \`pages_blocks_content_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_slider_slides\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`pages_blocks_image_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_slider_slides\` RENAME TO \`pages_blocks_image_slider_slides\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_slides_order_idx\` ON \`pages_blocks_image_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_slides_parent_id_idx\` ON \`pages_blocks_image_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_slides_image_idx\` ON \`pages_blocks_image_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`image_shape\` text DEFAULT 'landscape',
  	\`loop\` integer DEFAULT false,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_slider\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "image_shape", "loop", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "image_shape", "loop", "anchor_id", "block_name" FROM \`pages_blocks_image_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_slider\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_slider\` RENAME TO \`pages_blocks_image_slider\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_order_idx\` ON \`pages_blocks_image_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_parent_id_idx\` ON \`pages_blocks_image_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_path_idx\` ON \`pages_blocks_image_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_fullscreen_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`eyebrow\` text,
  	\`title\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_fullscreen_slider_slides\`("_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_fullscreen_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_fullscreen_slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_fullscreen_slider_slides\` RENAME TO \`pages_blocks_fullscreen_slider_slides\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_order_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_parent_id_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_image_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_link_link_page_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_link_link_post_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_link_link_media_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_fullscreen_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Pebble highlights',
  	\`height\` text DEFAULT 'full',
  	\`loop\` integer DEFAULT false,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_fullscreen_slider\`("_order", "_parent_id", "_path", "id", "label", "height", "loop", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "label", "height", "loop", "anchor_id", "block_name" FROM \`pages_blocks_fullscreen_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_fullscreen_slider\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_fullscreen_slider\` RENAME TO \`pages_blocks_fullscreen_slider\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_order_idx\` ON \`pages_blocks_fullscreen_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_parent_id_idx\` ON \`pages_blocks_fullscreen_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_path_idx\` ON \`pages_blocks_fullscreen_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_sticky_slider_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`eyebrow\` text,
  	\`title\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_sticky_slider_steps\`("_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_sticky_slider_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sticky_slider_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_sticky_slider_steps\` RENAME TO \`pages_blocks_sticky_slider_steps\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_order_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_parent_id_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_image_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_link_link_page_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_link_link_post_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_link_link_media_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_sticky_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`media_position\` text DEFAULT 'left',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_sticky_slider\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_position", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_position", "anchor_id", "block_name" FROM \`pages_blocks_sticky_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sticky_slider\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_sticky_slider\` RENAME TO \`pages_blocks_sticky_slider\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_order_idx\` ON \`pages_blocks_sticky_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_parent_id_idx\` ON \`pages_blocks_sticky_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_path_idx\` ON \`pages_blocks_sticky_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_on_off_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_on_id\` integer,
  	\`image_off_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_on_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_off_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_on_off_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_on_off_grid_items\`("_order", "_parent_id", "id", "image_on_id", "image_off_id", "caption") SELECT "_order", "_parent_id", "id", "image_on_id", "image_off_id", "caption" FROM \`pages_blocks_on_off_grid_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_on_off_grid_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_on_off_grid_items\` RENAME TO \`pages_blocks_on_off_grid_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_items_order_idx\` ON \`pages_blocks_on_off_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_items_parent_id_idx\` ON \`pages_blocks_on_off_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_items_image_on_idx\` ON \`pages_blocks_on_off_grid_items\` (\`image_on_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_items_image_off_idx\` ON \`pages_blocks_on_off_grid_items\` (\`image_off_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_on_off_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`switch_label\` text DEFAULT 'Lights',
  	\`on_text\` text DEFAULT 'On',
  	\`off_text\` text DEFAULT 'Off',
  	\`start_with\` text DEFAULT 'off',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_on_off_grid\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "switch_label", "on_text", "off_text", "start_with", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "switch_label", "on_text", "off_text", "start_with", "anchor_id", "block_name" FROM \`pages_blocks_on_off_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_on_off_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_on_off_grid\` RENAME TO \`pages_blocks_on_off_grid\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_order_idx\` ON \`pages_blocks_on_off_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_parent_id_idx\` ON \`pages_blocks_on_off_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_path_idx\` ON \`pages_blocks_on_off_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feature_focus_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`marker_x\` numeric,
  	\`marker_y\` numeric,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_focus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feature_focus_points\`("_order", "_parent_id", "id", "title", "text", "image_id", "marker_x", "marker_y") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "marker_x", "marker_y" FROM \`pages_blocks_feature_focus_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_focus_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feature_focus_points\` RENAME TO \`pages_blocks_feature_focus_points\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_points_order_idx\` ON \`pages_blocks_feature_focus_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_points_parent_id_idx\` ON \`pages_blocks_feature_focus_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_points_image_idx\` ON \`pages_blocks_feature_focus_points\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feature_focus\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`media_id\` integer,
  	\`media_position\` text DEFAULT 'left',
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feature_focus\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_id", "media_position", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_id", "media_position", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "anchor_id", "block_name" FROM \`pages_blocks_feature_focus\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_focus\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feature_focus\` RENAME TO \`pages_blocks_feature_focus\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_order_idx\` ON \`pages_blocks_feature_focus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_parent_id_idx\` ON \`pages_blocks_feature_focus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_path_idx\` ON \`pages_blocks_feature_focus\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_media_idx\` ON \`pages_blocks_feature_focus\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_link_link_page_idx\` ON \`pages_blocks_feature_focus\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_link_link_post_idx\` ON \`pages_blocks_feature_focus\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_link_link_media_idx\` ON \`pages_blocks_feature_focus\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_call_to_action_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text,
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_call_to_action_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_call_to_action_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_call_to_action_links\` RENAME TO \`pages_blocks_call_to_action_links\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_order_idx\` ON \`pages_blocks_call_to_action_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_parent_id_idx\` ON \`pages_blocks_call_to_action_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_link_link_page_idx\` ON \`pages_blocks_call_to_action_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_link_link_post_idx\` ON \`pages_blocks_call_to_action_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_link_link_media_idx\` ON \`pages_blocks_call_to_action_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`tone\` text DEFAULT 'orange',
  	\`image_id\` integer,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "title", "text", "tone", "image_id", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "tone", "image_id", "anchor_id", "block_name" FROM \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_call_to_action\` RENAME TO \`pages_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_image_idx\` ON \`pages_blocks_call_to_action\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_pre_footer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text DEFAULT 'Be first on the road.',
  	\`text\` text DEFAULT 'Build updates, delivery dates and the occasional long-weekend route. A few e-mails a year.',
  	\`form_label\` text DEFAULT 'E-mail address',
  	\`form_button_label\` text DEFAULT 'Keep me posted',
  	\`form_note\` text DEFAULT 'No spam. Unsubscribe with one click, any time.',
  	\`tone\` text DEFAULT 'orange',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_pre_footer\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "text", "form_label", "form_button_label", "form_note", "tone", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "text", "form_label", "form_button_label", "form_note", "tone", "anchor_id", "block_name" FROM \`pages_blocks_pre_footer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_pre_footer\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_pre_footer\` RENAME TO \`pages_blocks_pre_footer\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_order_idx\` ON \`pages_blocks_pre_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_parent_id_idx\` ON \`pages_blocks_pre_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_path_idx\` ON \`pages_blocks_pre_footer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_anchors_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`anchor_id\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_anchors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_anchors_items\`("_order", "_parent_id", "id", "label", "anchor_id") SELECT "_order", "_parent_id", "id", "label", "anchor_id" FROM \`pages_blocks_anchors_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_anchors_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_anchors_items\` RENAME TO \`pages_blocks_anchors_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_items_order_idx\` ON \`pages_blocks_anchors_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_items_parent_id_idx\` ON \`pages_blocks_anchors_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_anchors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'On this page',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_anchors\`("_order", "_parent_id", "_path", "id", "label", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "label", "anchor_id", "block_name" FROM \`pages_blocks_anchors\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_anchors\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_anchors\` RENAME TO \`pages_blocks_anchors\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_order_idx\` ON \`pages_blocks_anchors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_parent_id_idx\` ON \`pages_blocks_anchors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_path_idx\` ON \`pages_blocks_anchors\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_accordion_items\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`pages_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_accordion_items\` RENAME TO \`pages_blocks_accordion_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_order_idx\` ON \`pages_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_parent_id_idx\` ON \`pages_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`single_open\` integer DEFAULT false,
  	\`open_first\` integer DEFAULT false,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_accordion\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "single_open", "open_first", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "single_open", "open_first", "background", "anchor_id", "block_name" FROM \`pages_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_accordion\` RENAME TO \`pages_blocks_accordion\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_order_idx\` ON \`pages_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_parent_id_idx\` ON \`pages_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_path_idx\` ON \`pages_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_dropdown_options_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_dropdown_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_dropdown_options_rows\`("_order", "_parent_id", "id", "label", "value") SELECT "_order", "_parent_id", "id", "label", "value" FROM \`pages_blocks_dropdown_options_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dropdown_options_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_dropdown_options_rows\` RENAME TO \`pages_blocks_dropdown_options_rows\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_rows_order_idx\` ON \`pages_blocks_dropdown_options_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_rows_parent_id_idx\` ON \`pages_blocks_dropdown_options_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_dropdown_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`title\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_dropdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_dropdown_options\`("_order", "_parent_id", "id", "label", "title", "image_id", "text") SELECT "_order", "_parent_id", "id", "label", "title", "image_id", "text" FROM \`pages_blocks_dropdown_options\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dropdown_options\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_dropdown_options\` RENAME TO \`pages_blocks_dropdown_options\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_order_idx\` ON \`pages_blocks_dropdown_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_parent_id_idx\` ON \`pages_blocks_dropdown_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_image_idx\` ON \`pages_blocks_dropdown_options\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_dropdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`label\` text DEFAULT 'Choose an option',
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_dropdown\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "label", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "label", "background", "anchor_id", "block_name" FROM \`pages_blocks_dropdown\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dropdown\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_dropdown\` RENAME TO \`pages_blocks_dropdown\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_order_idx\` ON \`pages_blocks_dropdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_parent_id_idx\` ON \`pages_blocks_dropdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_path_idx\` ON \`pages_blocks_dropdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_focus_points_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`x\` numeric,
  	\`y\` numeric,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_focus_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_focus_points_points\`("_order", "_parent_id", "id", "x", "y", "title", "text") SELECT "_order", "_parent_id", "id", "x", "y", "title", "text" FROM \`pages_blocks_focus_points_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_focus_points_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_focus_points_points\` RENAME TO \`pages_blocks_focus_points_points\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_points_order_idx\` ON \`pages_blocks_focus_points_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_points_parent_id_idx\` ON \`pages_blocks_focus_points_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_focus_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`image_id\` integer,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_focus_points\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "image_id", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "image_id", "background", "anchor_id", "block_name" FROM \`pages_blocks_focus_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_focus_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_focus_points\` RENAME TO \`pages_blocks_focus_points\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_order_idx\` ON \`pages_blocks_focus_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_parent_id_idx\` ON \`pages_blocks_focus_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_path_idx\` ON \`pages_blocks_focus_points\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_image_idx\` ON \`pages_blocks_focus_points\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_annotated_background_labels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`x\` numeric,
  	\`y\` numeric,
  	\`label\` text,
  	\`text\` text,
  	\`side\` text DEFAULT 'auto',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_annotated_background\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_annotated_background_labels\`("_order", "_parent_id", "id", "x", "y", "label", "text", "side") SELECT "_order", "_parent_id", "id", "x", "y", "label", "text", "side" FROM \`pages_blocks_annotated_background_labels\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_annotated_background_labels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_annotated_background_labels\` RENAME TO \`pages_blocks_annotated_background_labels\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_labels_order_idx\` ON \`pages_blocks_annotated_background_labels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_labels_parent_id_idx\` ON \`pages_blocks_annotated_background_labels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_annotated_background\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_annotated_background\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "image_id", "caption", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "image_id", "caption", "anchor_id", "block_name" FROM \`pages_blocks_annotated_background\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_annotated_background\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_annotated_background\` RENAME TO \`pages_blocks_annotated_background\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_order_idx\` ON \`pages_blocks_annotated_background\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_parent_id_idx\` ON \`pages_blocks_annotated_background\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_path_idx\` ON \`pages_blocks_annotated_background\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_image_idx\` ON \`pages_blocks_annotated_background\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`mode\` text DEFAULT 'latest',
  	\`tag_id\` integer,
  	\`limit\` numeric DEFAULT 3,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`tag_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_posts\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "mode", "tag_id", "limit", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "mode", "tag_id", "limit", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "background", "anchor_id", "block_name" FROM \`pages_blocks_posts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_posts\` RENAME TO \`pages_blocks_posts\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_order_idx\` ON \`pages_blocks_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_parent_id_idx\` ON \`pages_blocks_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_path_idx\` ON \`pages_blocks_posts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_tag_idx\` ON \`pages_blocks_posts\` (\`tag_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_link_link_page_idx\` ON \`pages_blocks_posts\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_link_link_post_idx\` ON \`pages_blocks_posts\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_link_link_media_idx\` ON \`pages_blocks_posts\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_focus_post\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`post_id\` integer,
  	\`eyebrow\` text DEFAULT 'Featured story',
  	\`link_label\` text DEFAULT 'Read the story',
  	\`image_position\` text DEFAULT 'left',
  	\`background\` text DEFAULT 'beige',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_focus_post\`("_order", "_parent_id", "_path", "id", "post_id", "eyebrow", "link_label", "image_position", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "post_id", "eyebrow", "link_label", "image_position", "background", "anchor_id", "block_name" FROM \`pages_blocks_focus_post\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_focus_post\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_focus_post\` RENAME TO \`pages_blocks_focus_post\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_post_order_idx\` ON \`pages_blocks_focus_post\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_post_parent_id_idx\` ON \`pages_blocks_focus_post\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_post_path_idx\` ON \`pages_blocks_focus_post\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_post_post_idx\` ON \`pages_blocks_focus_post\` (\`post_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`header_variant\` text DEFAULT 'default',
  	\`open_in_popup\` integer DEFAULT false,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "slug", "header_variant", "open_in_popup", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "header_variant", "open_in_popup", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", 'published' /* documents that existed before drafts were public: keep them published */ FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`width\` text DEFAULT 'text',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_content\`("_order", "_parent_id", "_path", "id", "title", "body", "width", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "body", "width", "anchor_id", "block_name" FROM \`posts_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_content\` RENAME TO \`posts_blocks_content\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_content_order_idx\` ON \`posts_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_content_parent_id_idx\` ON \`posts_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_content_path_idx\` ON \`posts_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_simple_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'centred',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_simple_content\`("_order", "_parent_id", "_path", "id", "variant", "eyebrow", "title", "text", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "eyebrow", "title", "text", "anchor_id", "block_name" FROM \`posts_blocks_simple_content\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_simple_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_simple_content\` RENAME TO \`posts_blocks_simple_content\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_simple_content_order_idx\` ON \`posts_blocks_simple_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_simple_content_parent_id_idx\` ON \`posts_blocks_simple_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_simple_content_path_idx\` ON \`posts_blocks_simple_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_image_content_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text,
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_image_content_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`posts_blocks_image_content_links\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_image_content_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_image_content_links\` RENAME TO \`posts_blocks_image_content_links\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_order_idx\` ON \`posts_blocks_image_content_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_parent_id_idx\` ON \`posts_blocks_image_content_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_link_link_page_idx\` ON \`posts_blocks_image_content_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_link_link_post_idx\` ON \`posts_blocks_image_content_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_link_link_media_idx\` ON \`posts_blocks_image_content_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_image_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`image_position\` text DEFAULT 'left',
  	\`image_ratio\` text DEFAULT 'portrait',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_image_content\`("_order", "_parent_id", "_path", "id", "image_id", "caption", "image_position", "image_ratio", "eyebrow", "title", "text", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "caption", "image_position", "image_ratio", "eyebrow", "title", "text", "anchor_id", "block_name" FROM \`posts_blocks_image_content\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_image_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_image_content\` RENAME TO \`posts_blocks_image_content\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_order_idx\` ON \`posts_blocks_image_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_parent_id_idx\` ON \`posts_blocks_image_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_path_idx\` ON \`posts_blocks_image_content\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_image_idx\` ON \`posts_blocks_image_content\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_big_sentence\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`text\` text,
  	\`reveal\` text DEFAULT 'word',
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_big_sentence\`("_order", "_parent_id", "_path", "id", "eyebrow", "text", "reveal", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "text", "reveal", "background", "anchor_id", "block_name" FROM \`posts_blocks_big_sentence\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_big_sentence\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_big_sentence\` RENAME TO \`posts_blocks_big_sentence\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_big_sentence_order_idx\` ON \`posts_blocks_big_sentence\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_big_sentence_parent_id_idx\` ON \`posts_blocks_big_sentence\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_big_sentence_path_idx\` ON \`posts_blocks_big_sentence\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`author\` text,
  	\`role\` text,
  	\`photo_id\` integer,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_quote\`("_order", "_parent_id", "_path", "id", "quote", "author", "role", "photo_id", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "quote", "author", "role", "photo_id", "anchor_id", "block_name" FROM \`posts_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_quote\` RENAME TO \`posts_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_quote_order_idx\` ON \`posts_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_quote_parent_id_idx\` ON \`posts_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_quote_path_idx\` ON \`posts_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_quote_photo_idx\` ON \`posts_blocks_quote\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_list_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_list_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_list_section_items\`("_order", "_parent_id", "id", "label", "value", "note") SELECT "_order", "_parent_id", "id", "label", "value", "note" FROM \`posts_blocks_list_section_items\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_list_section_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_list_section_items\` RENAME TO \`posts_blocks_list_section_items\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_items_order_idx\` ON \`posts_blocks_list_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_items_parent_id_idx\` ON \`posts_blocks_list_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_list_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`link_title\` text,
  	\`link_page_id\` integer,
  	\`link_post_id\` integer,
  	\`link_media_id\` integer,
  	\`link_url\` text,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_post_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_list_section\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "background", "anchor_id", "block_name" FROM \`posts_blocks_list_section\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_list_section\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_list_section\` RENAME TO \`posts_blocks_list_section\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_order_idx\` ON \`posts_blocks_list_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_parent_id_idx\` ON \`posts_blocks_list_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_path_idx\` ON \`posts_blocks_list_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_link_link_page_idx\` ON \`posts_blocks_list_section\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_link_link_post_idx\` ON \`posts_blocks_list_section\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_link_link_media_idx\` ON \`posts_blocks_list_section\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_benefits_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_benefits_items\`("_order", "_parent_id", "id", "media_id", "title", "text") SELECT "_order", "_parent_id", "id", "media_id", "title", "text" FROM \`posts_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_benefits_items\` RENAME TO \`posts_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_items_order_idx\` ON \`posts_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_items_parent_id_idx\` ON \`posts_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_items_media_idx\` ON \`posts_blocks_benefits_items\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`media_style\` text DEFAULT 'icon',
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_benefits\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_style", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_style", "background", "anchor_id", "block_name" FROM \`posts_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_benefits\` RENAME TO \`posts_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_order_idx\` ON \`posts_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_parent_id_idx\` ON \`posts_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_path_idx\` ON \`posts_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_call_to_action_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_title\` text,
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_call_to_action_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`posts_blocks_call_to_action_links\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_call_to_action_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_call_to_action_links\` RENAME TO \`posts_blocks_call_to_action_links\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_order_idx\` ON \`posts_blocks_call_to_action_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_parent_id_idx\` ON \`posts_blocks_call_to_action_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_link_link_page_idx\` ON \`posts_blocks_call_to_action_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_link_link_post_idx\` ON \`posts_blocks_call_to_action_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_link_link_media_idx\` ON \`posts_blocks_call_to_action_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`tone\` text DEFAULT 'orange',
  	\`image_id\` integer,
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "title", "text", "tone", "image_id", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "tone", "image_id", "anchor_id", "block_name" FROM \`posts_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_call_to_action\` RENAME TO \`posts_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_order_idx\` ON \`posts_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_parent_id_idx\` ON \`posts_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_path_idx\` ON \`posts_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_image_idx\` ON \`posts_blocks_call_to_action\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_accordion_items\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`posts_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_accordion_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_accordion_items\` RENAME TO \`posts_blocks_accordion_items\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_items_order_idx\` ON \`posts_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_items_parent_id_idx\` ON \`posts_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`single_open\` integer DEFAULT false,
  	\`open_first\` integer DEFAULT false,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_accordion\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "single_open", "open_first", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "single_open", "open_first", "background", "anchor_id", "block_name" FROM \`posts_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_accordion\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_accordion\` RENAME TO \`posts_blocks_accordion\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_order_idx\` ON \`posts_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_parent_id_idx\` ON \`posts_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_path_idx\` ON \`posts_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_dropdown_options_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_dropdown_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_dropdown_options_rows\`("_order", "_parent_id", "id", "label", "value") SELECT "_order", "_parent_id", "id", "label", "value" FROM \`posts_blocks_dropdown_options_rows\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_dropdown_options_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_dropdown_options_rows\` RENAME TO \`posts_blocks_dropdown_options_rows\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_rows_order_idx\` ON \`posts_blocks_dropdown_options_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_rows_parent_id_idx\` ON \`posts_blocks_dropdown_options_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_dropdown_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`title\` text,
  	\`image_id\` integer,
  	\`text\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_dropdown\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_dropdown_options\`("_order", "_parent_id", "id", "label", "title", "image_id", "text") SELECT "_order", "_parent_id", "id", "label", "title", "image_id", "text" FROM \`posts_blocks_dropdown_options\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_dropdown_options\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_dropdown_options\` RENAME TO \`posts_blocks_dropdown_options\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_order_idx\` ON \`posts_blocks_dropdown_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_parent_id_idx\` ON \`posts_blocks_dropdown_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_image_idx\` ON \`posts_blocks_dropdown_options\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_dropdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`label\` text DEFAULT 'Choose an option',
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_dropdown\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "label", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "label", "background", "anchor_id", "block_name" FROM \`posts_blocks_dropdown\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_dropdown\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_dropdown\` RENAME TO \`posts_blocks_dropdown\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_order_idx\` ON \`posts_blocks_dropdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_parent_id_idx\` ON \`posts_blocks_dropdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_path_idx\` ON \`posts_blocks_dropdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_focus_points_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`x\` numeric,
  	\`y\` numeric,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_focus_points\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_focus_points_points\`("_order", "_parent_id", "id", "x", "y", "title", "text") SELECT "_order", "_parent_id", "id", "x", "y", "title", "text" FROM \`posts_blocks_focus_points_points\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_focus_points_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_focus_points_points\` RENAME TO \`posts_blocks_focus_points_points\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_points_order_idx\` ON \`posts_blocks_focus_points_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_points_parent_id_idx\` ON \`posts_blocks_focus_points_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_focus_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`intro\` text,
  	\`image_id\` integer,
  	\`background\` text DEFAULT 'paper',
  	\`anchor_id\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_focus_points\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "image_id", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "image_id", "background", "anchor_id", "block_name" FROM \`posts_blocks_focus_points\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_focus_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_focus_points\` RENAME TO \`posts_blocks_focus_points\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_order_idx\` ON \`posts_blocks_focus_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_parent_id_idx\` ON \`posts_blocks_focus_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_path_idx\` ON \`posts_blocks_focus_points\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_image_idx\` ON \`posts_blocks_focus_points\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`date\` text,
  	\`author_id\` integer,
  	\`main_image_id\` integer,
  	\`excerpt\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`author_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "title", "slug", "date", "author_id", "main_image_id", "excerpt", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "date", "author_id", "main_image_id", "excerpt", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at", 'published' FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_date_idx\` ON \`posts\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`posts_author_idx\` ON \`posts\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_main_image_idx\` ON \`posts\` (\`main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)

}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_title_cover\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_large_cover_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_large_cover\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cover_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cover\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_simple_content\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_content_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_content\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_alternated_content_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_alternated_content\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_big_sentence\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_list_section_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_list_section\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_credibility_logos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_credibility_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_credibility_awards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_credibility\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team_members\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_content_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_content_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_fullscreen_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_fullscreen_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sticky_slider_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sticky_slider\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_on_off_grid_v_items\`;`)
  await db.run(sql`DROP TABLE \`__pages_v_blocks_on_off_grid_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_focus_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_focus\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_pre_footer\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_anchors_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_anchors\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_dropdown_options_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_dropdown_options\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_dropdown\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_focus_points_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_focus_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_annotated_background_labels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_annotated_background\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_posts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_focus_post\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_simple_content\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_image_content_links\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_image_content\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_big_sentence\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_list_section_items\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_list_section\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_call_to_action_links\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_dropdown_options_rows\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_dropdown_options\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_dropdown\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_focus_points_points\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_blocks_focus_points\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
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
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "slug", "header_variant", "open_in_popup", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at") SELECT "id", "title", "slug", "header_variant", "open_in_popup", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
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
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "title", "slug", "date", "author_id", "main_image_id", "excerpt", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at") SELECT "id", "title", "slug", "date", "author_id", "main_image_id", "excerpt", "meta_title", "meta_description", "meta_image_id", "updated_at", "created_at" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_date_idx\` ON \`posts\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`posts_author_idx\` ON \`posts\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_main_image_idx\` ON \`posts\` (\`main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero_links\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_hero_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero_links\` RENAME TO \`pages_blocks_hero_links\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_order_idx\` ON \`pages_blocks_hero_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_parent_id_idx\` ON \`pages_blocks_hero_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_link_link_page_idx\` ON \`pages_blocks_hero_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_link_link_post_idx\` ON \`pages_blocks_hero_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_links_link_link_media_idx\` ON \`pages_blocks_hero_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "subtitle", "media_id", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "subtitle", "media_id", "anchor_id", "block_name" FROM \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero\` RENAME TO \`pages_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_media_idx\` ON \`pages_blocks_hero\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_title_cover\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_title_cover\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "image_id", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "image_id", "anchor_id", "block_name" FROM \`pages_blocks_title_cover\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_title_cover\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_title_cover\` RENAME TO \`pages_blocks_title_cover\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_cover_order_idx\` ON \`pages_blocks_title_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_cover_parent_id_idx\` ON \`pages_blocks_title_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_cover_path_idx\` ON \`pages_blocks_title_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_title_cover_image_idx\` ON \`pages_blocks_title_cover\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_large_cover_links\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_large_cover_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_large_cover_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_cover_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_large_cover_links\` RENAME TO \`pages_blocks_large_cover_links\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_order_idx\` ON \`pages_blocks_large_cover_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_parent_id_idx\` ON \`pages_blocks_large_cover_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_link_link_page_idx\` ON \`pages_blocks_large_cover_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_link_link_post_idx\` ON \`pages_blocks_large_cover_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_links_link_link_media_idx\` ON \`pages_blocks_large_cover_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_large_cover\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_large_cover\`("_order", "_parent_id", "_path", "id", "media_id", "eyebrow", "title", "text", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "media_id", "eyebrow", "title", "text", "anchor_id", "block_name" FROM \`pages_blocks_large_cover\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_cover\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_large_cover\` RENAME TO \`pages_blocks_large_cover\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_order_idx\` ON \`pages_blocks_large_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_parent_id_idx\` ON \`pages_blocks_large_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_path_idx\` ON \`pages_blocks_large_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_cover_media_idx\` ON \`pages_blocks_large_cover\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cover_links\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cover_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_cover_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cover_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cover_links\` RENAME TO \`pages_blocks_cover_links\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_order_idx\` ON \`pages_blocks_cover_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_parent_id_idx\` ON \`pages_blocks_cover_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_link_link_page_idx\` ON \`pages_blocks_cover_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_link_link_post_idx\` ON \`pages_blocks_cover_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_links_link_link_media_idx\` ON \`pages_blocks_cover_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_cover\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_cover\`("_order", "_parent_id", "_path", "id", "media_id", "text_position", "overlay", "height", "eyebrow", "title", "text", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "media_id", "text_position", "overlay", "height", "eyebrow", "title", "text", "anchor_id", "block_name" FROM \`pages_blocks_cover\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cover\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_cover\` RENAME TO \`pages_blocks_cover\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_order_idx\` ON \`pages_blocks_cover\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_parent_id_idx\` ON \`pages_blocks_cover\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_path_idx\` ON \`pages_blocks_cover\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cover_media_idx\` ON \`pages_blocks_cover\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_content\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_content\`("_order", "_parent_id", "_path", "id", "title", "body", "width", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "body", "width", "anchor_id", "block_name" FROM \`pages_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_content\` RENAME TO \`pages_blocks_content\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_order_idx\` ON \`pages_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_parent_id_idx\` ON \`pages_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_path_idx\` ON \`pages_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_simple_content\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_simple_content\`("_order", "_parent_id", "_path", "id", "variant", "eyebrow", "title", "text", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "eyebrow", "title", "text", "anchor_id", "block_name" FROM \`pages_blocks_simple_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_simple_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_simple_content\` RENAME TO \`pages_blocks_simple_content\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_simple_content_order_idx\` ON \`pages_blocks_simple_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_simple_content_parent_id_idx\` ON \`pages_blocks_simple_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_simple_content_path_idx\` ON \`pages_blocks_simple_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_content_links\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_content_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_image_content_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_content_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_content_links\` RENAME TO \`pages_blocks_image_content_links\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_order_idx\` ON \`pages_blocks_image_content_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_parent_id_idx\` ON \`pages_blocks_image_content_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_link_link_page_idx\` ON \`pages_blocks_image_content_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_link_link_post_idx\` ON \`pages_blocks_image_content_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_links_link_link_media_idx\` ON \`pages_blocks_image_content_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_content\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_content\`("_order", "_parent_id", "_path", "id", "image_id", "caption", "image_position", "image_ratio", "eyebrow", "title", "text", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "caption", "image_position", "image_ratio", "eyebrow", "title", "text", "anchor_id", "block_name" FROM \`pages_blocks_image_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_content\` RENAME TO \`pages_blocks_image_content\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_order_idx\` ON \`pages_blocks_image_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_parent_id_idx\` ON \`pages_blocks_image_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_path_idx\` ON \`pages_blocks_image_content\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_content_image_idx\` ON \`pages_blocks_image_content\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_alternated_content_rows\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_alternated_content_rows\`("_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_alternated_content_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_alternated_content_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_alternated_content_rows\` RENAME TO \`pages_blocks_alternated_content_rows\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_order_idx\` ON \`pages_blocks_alternated_content_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_parent_id_idx\` ON \`pages_blocks_alternated_content_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_image_idx\` ON \`pages_blocks_alternated_content_rows\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_link_link_page_idx\` ON \`pages_blocks_alternated_content_rows\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_link_link_post_idx\` ON \`pages_blocks_alternated_content_rows\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_rows_link_link_media_idx\` ON \`pages_blocks_alternated_content_rows\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_alternated_content\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_alternated_content\`("_order", "_parent_id", "_path", "id", "title", "start_with", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "start_with", "anchor_id", "block_name" FROM \`pages_blocks_alternated_content\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_alternated_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_alternated_content\` RENAME TO \`pages_blocks_alternated_content\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_order_idx\` ON \`pages_blocks_alternated_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_parent_id_idx\` ON \`pages_blocks_alternated_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alternated_content_path_idx\` ON \`pages_blocks_alternated_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_big_sentence\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_big_sentence\`("_order", "_parent_id", "_path", "id", "eyebrow", "text", "reveal", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "text", "reveal", "background", "anchor_id", "block_name" FROM \`pages_blocks_big_sentence\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_big_sentence\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_big_sentence\` RENAME TO \`pages_blocks_big_sentence\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_big_sentence_order_idx\` ON \`pages_blocks_big_sentence\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_big_sentence_parent_id_idx\` ON \`pages_blocks_big_sentence\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_big_sentence_path_idx\` ON \`pages_blocks_big_sentence\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_quote\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_quote\`("_order", "_parent_id", "_path", "id", "quote", "author", "role", "photo_id", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "quote", "author", "role", "photo_id", "anchor_id", "block_name" FROM \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_quote\` RENAME TO \`pages_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_photo_idx\` ON \`pages_blocks_quote\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_list_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_list_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_list_section_items\`("_order", "_parent_id", "id", "label", "value", "note") SELECT "_order", "_parent_id", "id", "label", "value", "note" FROM \`pages_blocks_list_section_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_list_section_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_list_section_items\` RENAME TO \`pages_blocks_list_section_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_items_order_idx\` ON \`pages_blocks_list_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_items_parent_id_idx\` ON \`pages_blocks_list_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_list_section\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_list_section\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "background", "anchor_id", "block_name" FROM \`pages_blocks_list_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_list_section\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_list_section\` RENAME TO \`pages_blocks_list_section\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_order_idx\` ON \`pages_blocks_list_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_parent_id_idx\` ON \`pages_blocks_list_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_path_idx\` ON \`pages_blocks_list_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_link_link_page_idx\` ON \`pages_blocks_list_section\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_link_link_post_idx\` ON \`pages_blocks_list_section\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_list_section_link_link_media_idx\` ON \`pages_blocks_list_section\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_benefits_items\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_benefits_items\`("_order", "_parent_id", "id", "media_id", "title", "text") SELECT "_order", "_parent_id", "id", "media_id", "title", "text" FROM \`pages_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_benefits_items\` RENAME TO \`pages_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_order_idx\` ON \`pages_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_parent_id_idx\` ON \`pages_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_items_media_idx\` ON \`pages_blocks_benefits_items\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_benefits\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_benefits\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_style", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_style", "background", "anchor_id", "block_name" FROM \`pages_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_benefits\` RENAME TO \`pages_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_order_idx\` ON \`pages_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_parent_id_idx\` ON \`pages_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_benefits_path_idx\` ON \`pages_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_credibility_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_credibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_credibility_logos\`("_order", "_parent_id", "id", "logo_id") SELECT "_order", "_parent_id", "id", "logo_id" FROM \`pages_blocks_credibility_logos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_credibility_logos\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_credibility_logos\` RENAME TO \`pages_blocks_credibility_logos\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_logos_order_idx\` ON \`pages_blocks_credibility_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_logos_parent_id_idx\` ON \`pages_blocks_credibility_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_logos_logo_idx\` ON \`pages_blocks_credibility_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_credibility_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_credibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_credibility_figures\`("_order", "_parent_id", "id", "value", "label") SELECT "_order", "_parent_id", "id", "value", "label" FROM \`pages_blocks_credibility_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_credibility_figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_credibility_figures\` RENAME TO \`pages_blocks_credibility_figures\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_figures_order_idx\` ON \`pages_blocks_credibility_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_figures_parent_id_idx\` ON \`pages_blocks_credibility_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_credibility_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`year\` numeric,
  	\`detail\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_credibility\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_credibility_awards\`("_order", "_parent_id", "id", "name", "year", "detail") SELECT "_order", "_parent_id", "id", "name", "year", "detail" FROM \`pages_blocks_credibility_awards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_credibility_awards\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_credibility_awards\` RENAME TO \`pages_blocks_credibility_awards\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_awards_order_idx\` ON \`pages_blocks_credibility_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_awards_parent_id_idx\` ON \`pages_blocks_credibility_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_credibility\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_credibility\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "logos_label", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "logos_label", "anchor_id", "block_name" FROM \`pages_blocks_credibility\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_credibility\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_credibility\` RENAME TO \`pages_blocks_credibility\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_order_idx\` ON \`pages_blocks_credibility\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_parent_id_idx\` ON \`pages_blocks_credibility\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_credibility_path_idx\` ON \`pages_blocks_credibility\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_team_members\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_team_members\`("_order", "_parent_id", "id", "photo_id", "name", "role", "bio") SELECT "_order", "_parent_id", "id", "photo_id", "name", "role", "bio" FROM \`pages_blocks_team_members\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_team_members\` RENAME TO \`pages_blocks_team_members\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_order_idx\` ON \`pages_blocks_team_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_parent_id_idx\` ON \`pages_blocks_team_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_members_photo_idx\` ON \`pages_blocks_team_members\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_team\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_team\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "background", "anchor_id", "block_name" FROM \`pages_blocks_team\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_team\` RENAME TO \`pages_blocks_team\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_order_idx\` ON \`pages_blocks_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_parent_id_idx\` ON \`pages_blocks_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_path_idx\` ON \`pages_blocks_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_content_slider_slides\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_content_slider_slides\`("_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_content_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content_slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_content_slider_slides\` RENAME TO \`pages_blocks_content_slider_slides\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_order_idx\` ON \`pages_blocks_content_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_parent_id_idx\` ON \`pages_blocks_content_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_image_idx\` ON \`pages_blocks_content_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_page_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_post_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_slides_link_link_media_idx\` ON \`pages_blocks_content_slider_slides\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_content_slider\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_content_slider\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "loop", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "loop", "background", "anchor_id", "block_name" FROM \`pages_blocks_content_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_content_slider\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_content_slider\` RENAME TO \`pages_blocks_content_slider\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_order_idx\` ON \`pages_blocks_content_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_parent_id_idx\` ON \`pages_blocks_content_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_content_slider_path_idx\` ON \`pages_blocks_content_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_slider_slides\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`pages_blocks_image_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_slider_slides\` RENAME TO \`pages_blocks_image_slider_slides\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_slides_order_idx\` ON \`pages_blocks_image_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_slides_parent_id_idx\` ON \`pages_blocks_image_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_slides_image_idx\` ON \`pages_blocks_image_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image_slider\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image_slider\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "image_shape", "loop", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "image_shape", "loop", "anchor_id", "block_name" FROM \`pages_blocks_image_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_slider\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image_slider\` RENAME TO \`pages_blocks_image_slider\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_order_idx\` ON \`pages_blocks_image_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_parent_id_idx\` ON \`pages_blocks_image_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slider_path_idx\` ON \`pages_blocks_image_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_fullscreen_slider_slides\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_fullscreen_slider_slides\`("_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_fullscreen_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_fullscreen_slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_fullscreen_slider_slides\` RENAME TO \`pages_blocks_fullscreen_slider_slides\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_order_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_parent_id_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_image_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_link_link_page_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_link_link_post_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_slides_link_link_media_idx\` ON \`pages_blocks_fullscreen_slider_slides\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_fullscreen_slider\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_fullscreen_slider\`("_order", "_parent_id", "_path", "id", "label", "height", "loop", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "label", "height", "loop", "anchor_id", "block_name" FROM \`pages_blocks_fullscreen_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_fullscreen_slider\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_fullscreen_slider\` RENAME TO \`pages_blocks_fullscreen_slider\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_order_idx\` ON \`pages_blocks_fullscreen_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_parent_id_idx\` ON \`pages_blocks_fullscreen_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_fullscreen_slider_path_idx\` ON \`pages_blocks_fullscreen_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_sticky_slider_steps\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_sticky_slider_steps\`("_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "image_id", "eyebrow", "title", "text", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_sticky_slider_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sticky_slider_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_sticky_slider_steps\` RENAME TO \`pages_blocks_sticky_slider_steps\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_order_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_parent_id_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_image_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_link_link_page_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_link_link_post_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_steps_link_link_media_idx\` ON \`pages_blocks_sticky_slider_steps\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_sticky_slider\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_sticky_slider\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_position", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_position", "anchor_id", "block_name" FROM \`pages_blocks_sticky_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sticky_slider\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_sticky_slider\` RENAME TO \`pages_blocks_sticky_slider\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_order_idx\` ON \`pages_blocks_sticky_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_parent_id_idx\` ON \`pages_blocks_sticky_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sticky_slider_path_idx\` ON \`pages_blocks_sticky_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_on_off_grid_items\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_on_off_grid_items\`("_order", "_parent_id", "id", "image_on_id", "image_off_id", "caption") SELECT "_order", "_parent_id", "id", "image_on_id", "image_off_id", "caption" FROM \`pages_blocks_on_off_grid_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_on_off_grid_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_on_off_grid_items\` RENAME TO \`pages_blocks_on_off_grid_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_items_order_idx\` ON \`pages_blocks_on_off_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_items_parent_id_idx\` ON \`pages_blocks_on_off_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_items_image_on_idx\` ON \`pages_blocks_on_off_grid_items\` (\`image_on_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_items_image_off_idx\` ON \`pages_blocks_on_off_grid_items\` (\`image_off_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_on_off_grid\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_on_off_grid\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "switch_label", "on_text", "off_text", "start_with", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "switch_label", "on_text", "off_text", "start_with", "anchor_id", "block_name" FROM \`pages_blocks_on_off_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_on_off_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_on_off_grid\` RENAME TO \`pages_blocks_on_off_grid\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_order_idx\` ON \`pages_blocks_on_off_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_parent_id_idx\` ON \`pages_blocks_on_off_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_on_off_grid_path_idx\` ON \`pages_blocks_on_off_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feature_focus_points\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feature_focus_points\`("_order", "_parent_id", "id", "title", "text", "image_id", "marker_x", "marker_y") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "marker_x", "marker_y" FROM \`pages_blocks_feature_focus_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_focus_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feature_focus_points\` RENAME TO \`pages_blocks_feature_focus_points\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_points_order_idx\` ON \`pages_blocks_feature_focus_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_points_parent_id_idx\` ON \`pages_blocks_feature_focus_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_points_image_idx\` ON \`pages_blocks_feature_focus_points\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_feature_focus\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_feature_focus\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_id", "media_position", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_id", "media_position", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "anchor_id", "block_name" FROM \`pages_blocks_feature_focus\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_focus\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_feature_focus\` RENAME TO \`pages_blocks_feature_focus\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_order_idx\` ON \`pages_blocks_feature_focus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_parent_id_idx\` ON \`pages_blocks_feature_focus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_path_idx\` ON \`pages_blocks_feature_focus\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_media_idx\` ON \`pages_blocks_feature_focus\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_link_link_page_idx\` ON \`pages_blocks_feature_focus\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_link_link_post_idx\` ON \`pages_blocks_feature_focus\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_focus_link_link_media_idx\` ON \`pages_blocks_feature_focus\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_call_to_action_links\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_call_to_action_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`pages_blocks_call_to_action_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_call_to_action_links\` RENAME TO \`pages_blocks_call_to_action_links\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_order_idx\` ON \`pages_blocks_call_to_action_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_parent_id_idx\` ON \`pages_blocks_call_to_action_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_link_link_page_idx\` ON \`pages_blocks_call_to_action_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_link_link_post_idx\` ON \`pages_blocks_call_to_action_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_links_link_link_media_idx\` ON \`pages_blocks_call_to_action_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_call_to_action\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "title", "text", "tone", "image_id", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "tone", "image_id", "anchor_id", "block_name" FROM \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_call_to_action\` RENAME TO \`pages_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_image_idx\` ON \`pages_blocks_call_to_action\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_pre_footer\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_pre_footer\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "text", "form_label", "form_button_label", "form_note", "tone", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "text", "form_label", "form_button_label", "form_note", "tone", "anchor_id", "block_name" FROM \`pages_blocks_pre_footer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_pre_footer\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_pre_footer\` RENAME TO \`pages_blocks_pre_footer\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_order_idx\` ON \`pages_blocks_pre_footer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_parent_id_idx\` ON \`pages_blocks_pre_footer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pre_footer_path_idx\` ON \`pages_blocks_pre_footer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_anchors_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`anchor_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_anchors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_anchors_items\`("_order", "_parent_id", "id", "label", "anchor_id") SELECT "_order", "_parent_id", "id", "label", "anchor_id" FROM \`pages_blocks_anchors_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_anchors_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_anchors_items\` RENAME TO \`pages_blocks_anchors_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_items_order_idx\` ON \`pages_blocks_anchors_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_items_parent_id_idx\` ON \`pages_blocks_anchors_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_anchors\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_anchors\`("_order", "_parent_id", "_path", "id", "label", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "label", "anchor_id", "block_name" FROM \`pages_blocks_anchors\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_anchors\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_anchors\` RENAME TO \`pages_blocks_anchors\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_order_idx\` ON \`pages_blocks_anchors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_parent_id_idx\` ON \`pages_blocks_anchors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchors_path_idx\` ON \`pages_blocks_anchors\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_accordion_items\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`pages_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_accordion_items\` RENAME TO \`pages_blocks_accordion_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_order_idx\` ON \`pages_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_parent_id_idx\` ON \`pages_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_accordion\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_accordion\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "single_open", "open_first", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "single_open", "open_first", "background", "anchor_id", "block_name" FROM \`pages_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_accordion\` RENAME TO \`pages_blocks_accordion\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_order_idx\` ON \`pages_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_parent_id_idx\` ON \`pages_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_path_idx\` ON \`pages_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_dropdown_options_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_dropdown_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_dropdown_options_rows\`("_order", "_parent_id", "id", "label", "value") SELECT "_order", "_parent_id", "id", "label", "value" FROM \`pages_blocks_dropdown_options_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dropdown_options_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_dropdown_options_rows\` RENAME TO \`pages_blocks_dropdown_options_rows\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_rows_order_idx\` ON \`pages_blocks_dropdown_options_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_rows_parent_id_idx\` ON \`pages_blocks_dropdown_options_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_dropdown_options\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_dropdown_options\`("_order", "_parent_id", "id", "label", "title", "image_id", "text") SELECT "_order", "_parent_id", "id", "label", "title", "image_id", "text" FROM \`pages_blocks_dropdown_options\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dropdown_options\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_dropdown_options\` RENAME TO \`pages_blocks_dropdown_options\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_order_idx\` ON \`pages_blocks_dropdown_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_parent_id_idx\` ON \`pages_blocks_dropdown_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_options_image_idx\` ON \`pages_blocks_dropdown_options\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_dropdown\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_dropdown\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "label", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "label", "background", "anchor_id", "block_name" FROM \`pages_blocks_dropdown\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_dropdown\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_dropdown\` RENAME TO \`pages_blocks_dropdown\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_order_idx\` ON \`pages_blocks_dropdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_parent_id_idx\` ON \`pages_blocks_dropdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dropdown_path_idx\` ON \`pages_blocks_dropdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_focus_points_points\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_focus_points_points\`("_order", "_parent_id", "id", "x", "y", "title", "text") SELECT "_order", "_parent_id", "id", "x", "y", "title", "text" FROM \`pages_blocks_focus_points_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_focus_points_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_focus_points_points\` RENAME TO \`pages_blocks_focus_points_points\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_points_order_idx\` ON \`pages_blocks_focus_points_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_points_parent_id_idx\` ON \`pages_blocks_focus_points_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_focus_points\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_focus_points\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "image_id", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "image_id", "background", "anchor_id", "block_name" FROM \`pages_blocks_focus_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_focus_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_focus_points\` RENAME TO \`pages_blocks_focus_points\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_order_idx\` ON \`pages_blocks_focus_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_parent_id_idx\` ON \`pages_blocks_focus_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_path_idx\` ON \`pages_blocks_focus_points\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_points_image_idx\` ON \`pages_blocks_focus_points\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_annotated_background_labels\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_annotated_background_labels\`("_order", "_parent_id", "id", "x", "y", "label", "text", "side") SELECT "_order", "_parent_id", "id", "x", "y", "label", "text", "side" FROM \`pages_blocks_annotated_background_labels\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_annotated_background_labels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_annotated_background_labels\` RENAME TO \`pages_blocks_annotated_background_labels\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_labels_order_idx\` ON \`pages_blocks_annotated_background_labels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_labels_parent_id_idx\` ON \`pages_blocks_annotated_background_labels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_annotated_background\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_annotated_background\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "image_id", "caption", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "image_id", "caption", "anchor_id", "block_name" FROM \`pages_blocks_annotated_background\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_annotated_background\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_annotated_background\` RENAME TO \`pages_blocks_annotated_background\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_order_idx\` ON \`pages_blocks_annotated_background\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_parent_id_idx\` ON \`pages_blocks_annotated_background\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_path_idx\` ON \`pages_blocks_annotated_background\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_annotated_background_image_idx\` ON \`pages_blocks_annotated_background\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_posts\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_posts\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "mode", "tag_id", "limit", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "mode", "tag_id", "limit", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "background", "anchor_id", "block_name" FROM \`pages_blocks_posts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_posts\` RENAME TO \`pages_blocks_posts\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_order_idx\` ON \`pages_blocks_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_parent_id_idx\` ON \`pages_blocks_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_path_idx\` ON \`pages_blocks_posts\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_tag_idx\` ON \`pages_blocks_posts\` (\`tag_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_link_link_page_idx\` ON \`pages_blocks_posts\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_link_link_post_idx\` ON \`pages_blocks_posts\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_posts_link_link_media_idx\` ON \`pages_blocks_posts\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_focus_post\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_blocks_focus_post\`("_order", "_parent_id", "_path", "id", "post_id", "eyebrow", "link_label", "image_position", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "post_id", "eyebrow", "link_label", "image_position", "background", "anchor_id", "block_name" FROM \`pages_blocks_focus_post\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_focus_post\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_focus_post\` RENAME TO \`pages_blocks_focus_post\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_post_order_idx\` ON \`pages_blocks_focus_post\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_post_parent_id_idx\` ON \`pages_blocks_focus_post\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_post_path_idx\` ON \`pages_blocks_focus_post\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_focus_post_post_idx\` ON \`pages_blocks_focus_post\` (\`post_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_content\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_content\`("_order", "_parent_id", "_path", "id", "title", "body", "width", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "body", "width", "anchor_id", "block_name" FROM \`posts_blocks_content\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_content\` RENAME TO \`posts_blocks_content\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_content_order_idx\` ON \`posts_blocks_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_content_parent_id_idx\` ON \`posts_blocks_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_content_path_idx\` ON \`posts_blocks_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_simple_content\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_simple_content\`("_order", "_parent_id", "_path", "id", "variant", "eyebrow", "title", "text", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "variant", "eyebrow", "title", "text", "anchor_id", "block_name" FROM \`posts_blocks_simple_content\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_simple_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_simple_content\` RENAME TO \`posts_blocks_simple_content\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_simple_content_order_idx\` ON \`posts_blocks_simple_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_simple_content_parent_id_idx\` ON \`posts_blocks_simple_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_simple_content_path_idx\` ON \`posts_blocks_simple_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_image_content_links\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_image_content_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`posts_blocks_image_content_links\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_image_content_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_image_content_links\` RENAME TO \`posts_blocks_image_content_links\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_order_idx\` ON \`posts_blocks_image_content_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_parent_id_idx\` ON \`posts_blocks_image_content_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_link_link_page_idx\` ON \`posts_blocks_image_content_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_link_link_post_idx\` ON \`posts_blocks_image_content_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_links_link_link_media_idx\` ON \`posts_blocks_image_content_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_image_content\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_image_content\`("_order", "_parent_id", "_path", "id", "image_id", "caption", "image_position", "image_ratio", "eyebrow", "title", "text", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "caption", "image_position", "image_ratio", "eyebrow", "title", "text", "anchor_id", "block_name" FROM \`posts_blocks_image_content\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_image_content\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_image_content\` RENAME TO \`posts_blocks_image_content\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_order_idx\` ON \`posts_blocks_image_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_parent_id_idx\` ON \`posts_blocks_image_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_path_idx\` ON \`posts_blocks_image_content\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_image_content_image_idx\` ON \`posts_blocks_image_content\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_big_sentence\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_big_sentence\`("_order", "_parent_id", "_path", "id", "eyebrow", "text", "reveal", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "text", "reveal", "background", "anchor_id", "block_name" FROM \`posts_blocks_big_sentence\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_big_sentence\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_big_sentence\` RENAME TO \`posts_blocks_big_sentence\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_big_sentence_order_idx\` ON \`posts_blocks_big_sentence\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_big_sentence_parent_id_idx\` ON \`posts_blocks_big_sentence\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_big_sentence_path_idx\` ON \`posts_blocks_big_sentence\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_quote\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_quote\`("_order", "_parent_id", "_path", "id", "quote", "author", "role", "photo_id", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "quote", "author", "role", "photo_id", "anchor_id", "block_name" FROM \`posts_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_quote\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_quote\` RENAME TO \`posts_blocks_quote\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_quote_order_idx\` ON \`posts_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_quote_parent_id_idx\` ON \`posts_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_quote_path_idx\` ON \`posts_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_quote_photo_idx\` ON \`posts_blocks_quote\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_list_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_list_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_list_section_items\`("_order", "_parent_id", "id", "label", "value", "note") SELECT "_order", "_parent_id", "id", "label", "value", "note" FROM \`posts_blocks_list_section_items\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_list_section_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_list_section_items\` RENAME TO \`posts_blocks_list_section_items\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_items_order_idx\` ON \`posts_blocks_list_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_items_parent_id_idx\` ON \`posts_blocks_list_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_list_section\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_list_section\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url", "background", "anchor_id", "block_name" FROM \`posts_blocks_list_section\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_list_section\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_list_section\` RENAME TO \`posts_blocks_list_section\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_order_idx\` ON \`posts_blocks_list_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_parent_id_idx\` ON \`posts_blocks_list_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_path_idx\` ON \`posts_blocks_list_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_link_link_page_idx\` ON \`posts_blocks_list_section\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_link_link_post_idx\` ON \`posts_blocks_list_section\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_list_section_link_link_media_idx\` ON \`posts_blocks_list_section\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_benefits_items\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_benefits_items\`("_order", "_parent_id", "id", "media_id", "title", "text") SELECT "_order", "_parent_id", "id", "media_id", "title", "text" FROM \`posts_blocks_benefits_items\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_benefits_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_benefits_items\` RENAME TO \`posts_blocks_benefits_items\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_items_order_idx\` ON \`posts_blocks_benefits_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_items_parent_id_idx\` ON \`posts_blocks_benefits_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_items_media_idx\` ON \`posts_blocks_benefits_items\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_benefits\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_benefits\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_style", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "media_style", "background", "anchor_id", "block_name" FROM \`posts_blocks_benefits\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_benefits\` RENAME TO \`posts_blocks_benefits\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_order_idx\` ON \`posts_blocks_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_parent_id_idx\` ON \`posts_blocks_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_benefits_path_idx\` ON \`posts_blocks_benefits\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_call_to_action_links\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_call_to_action_links\`("_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url") SELECT "_order", "_parent_id", "id", "link_title", "link_page_id", "link_post_id", "link_media_id", "link_url" FROM \`posts_blocks_call_to_action_links\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_call_to_action_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_call_to_action_links\` RENAME TO \`posts_blocks_call_to_action_links\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_order_idx\` ON \`posts_blocks_call_to_action_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_parent_id_idx\` ON \`posts_blocks_call_to_action_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_link_link_page_idx\` ON \`posts_blocks_call_to_action_links\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_link_link_post_idx\` ON \`posts_blocks_call_to_action_links\` (\`link_post_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_links_link_link_media_idx\` ON \`posts_blocks_call_to_action_links\` (\`link_media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_call_to_action\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_call_to_action\`("_order", "_parent_id", "_path", "id", "title", "text", "tone", "image_id", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "tone", "image_id", "anchor_id", "block_name" FROM \`posts_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_call_to_action\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_call_to_action\` RENAME TO \`posts_blocks_call_to_action\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_order_idx\` ON \`posts_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_parent_id_idx\` ON \`posts_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_path_idx\` ON \`posts_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_call_to_action_image_idx\` ON \`posts_blocks_call_to_action\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_accordion_items\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`posts_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_accordion_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_accordion_items\` RENAME TO \`posts_blocks_accordion_items\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_items_order_idx\` ON \`posts_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_items_parent_id_idx\` ON \`posts_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_accordion\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_accordion\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "single_open", "open_first", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "single_open", "open_first", "background", "anchor_id", "block_name" FROM \`posts_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_accordion\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_accordion\` RENAME TO \`posts_blocks_accordion\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_order_idx\` ON \`posts_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_parent_id_idx\` ON \`posts_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_accordion_path_idx\` ON \`posts_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_dropdown_options_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts_blocks_dropdown_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_blocks_dropdown_options_rows\`("_order", "_parent_id", "id", "label", "value") SELECT "_order", "_parent_id", "id", "label", "value" FROM \`posts_blocks_dropdown_options_rows\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_dropdown_options_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_dropdown_options_rows\` RENAME TO \`posts_blocks_dropdown_options_rows\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_rows_order_idx\` ON \`posts_blocks_dropdown_options_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_rows_parent_id_idx\` ON \`posts_blocks_dropdown_options_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_dropdown_options\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_dropdown_options\`("_order", "_parent_id", "id", "label", "title", "image_id", "text") SELECT "_order", "_parent_id", "id", "label", "title", "image_id", "text" FROM \`posts_blocks_dropdown_options\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_dropdown_options\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_dropdown_options\` RENAME TO \`posts_blocks_dropdown_options\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_order_idx\` ON \`posts_blocks_dropdown_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_parent_id_idx\` ON \`posts_blocks_dropdown_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_options_image_idx\` ON \`posts_blocks_dropdown_options\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_dropdown\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_dropdown\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "label", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "label", "background", "anchor_id", "block_name" FROM \`posts_blocks_dropdown\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_dropdown\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_dropdown\` RENAME TO \`posts_blocks_dropdown\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_order_idx\` ON \`posts_blocks_dropdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_parent_id_idx\` ON \`posts_blocks_dropdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_dropdown_path_idx\` ON \`posts_blocks_dropdown\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_focus_points_points\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_focus_points_points\`("_order", "_parent_id", "id", "x", "y", "title", "text") SELECT "_order", "_parent_id", "id", "x", "y", "title", "text" FROM \`posts_blocks_focus_points_points\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_focus_points_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_focus_points_points\` RENAME TO \`posts_blocks_focus_points_points\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_points_order_idx\` ON \`posts_blocks_focus_points_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_points_parent_id_idx\` ON \`posts_blocks_focus_points_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_blocks_focus_points\` (
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
  await db.run(sql`INSERT INTO \`__new_posts_blocks_focus_points\`("_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "image_id", "background", "anchor_id", "block_name") SELECT "_order", "_parent_id", "_path", "id", "eyebrow", "title", "intro", "image_id", "background", "anchor_id", "block_name" FROM \`posts_blocks_focus_points\`;`)
  await db.run(sql`DROP TABLE \`posts_blocks_focus_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_blocks_focus_points\` RENAME TO \`posts_blocks_focus_points\`;`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_order_idx\` ON \`posts_blocks_focus_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_parent_id_idx\` ON \`posts_blocks_focus_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_path_idx\` ON \`posts_blocks_focus_points\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`posts_blocks_focus_points_image_idx\` ON \`posts_blocks_focus_points\` (\`image_id\`);`)
}
