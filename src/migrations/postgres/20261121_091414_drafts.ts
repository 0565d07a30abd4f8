import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_cover_text_position" AS ENUM('bottom-left', 'centre', 'top-left', 'bottom-right');
  CREATE TYPE "public"."enum__pages_v_blocks_cover_overlay" AS ENUM('gradient', 'dark', 'light', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_cover_height" AS ENUM('medium', 'tall');
  CREATE TYPE "public"."enum__pages_v_blocks_content_width" AS ENUM('text', 'wide');
  CREATE TYPE "public"."enum__pages_v_blocks_simple_content_variant" AS ENUM('centred', 'two-columns', 'side-title');
  CREATE TYPE "public"."enum__pages_v_blocks_image_content_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_image_content_image_ratio" AS ENUM('portrait', 'landscape', 'square');
  CREATE TYPE "public"."enum__pages_v_blocks_alternated_content_start_with" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_big_sentence_reveal" AS ENUM('word', 'line', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_big_sentence_background" AS ENUM('paper', 'beige', 'ink');
  CREATE TYPE "public"."enum__pages_v_blocks_list_section_background" AS ENUM('paper', 'beige', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_benefits_media_style" AS ENUM('icon', 'image');
  CREATE TYPE "public"."enum__pages_v_blocks_benefits_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum__pages_v_blocks_team_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum__pages_v_blocks_content_slider_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum__pages_v_blocks_image_slider_image_shape" AS ENUM('landscape', 'portrait', 'square');
  CREATE TYPE "public"."enum__pages_v_blocks_fullscreen_slider_height" AS ENUM('full', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_sticky_slider_media_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum___pages_v_blocks_on_off_grid_v_start_with" AS ENUM('off', 'on');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_focus_media_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_tone" AS ENUM('orange', 'dark', 'beige');
  CREATE TYPE "public"."enum__pages_v_blocks_pre_footer_tone" AS ENUM('orange', 'dark', 'beige');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum__pages_v_blocks_dropdown_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum__pages_v_blocks_focus_points_background" AS ENUM('paper', 'beige', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_annotated_background_labels_side" AS ENUM('auto', 'right', 'left', 'above', 'below');
  CREATE TYPE "public"."enum__pages_v_blocks_posts_mode" AS ENUM('latest', 'tag', 'selected');
  CREATE TYPE "public"."enum__pages_v_blocks_posts_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum__pages_v_blocks_focus_post_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_focus_post_background" AS ENUM('paper', 'beige', 'dark');
  CREATE TYPE "public"."enum__pages_v_version_header_variant" AS ENUM('default', 'white');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_blocks_content_width" AS ENUM('text', 'wide');
  CREATE TYPE "public"."enum__posts_v_blocks_simple_content_variant" AS ENUM('centred', 'two-columns', 'side-title');
  CREATE TYPE "public"."enum__posts_v_blocks_image_content_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__posts_v_blocks_image_content_image_ratio" AS ENUM('portrait', 'landscape', 'square');
  CREATE TYPE "public"."enum__posts_v_blocks_big_sentence_reveal" AS ENUM('word', 'line', 'none');
  CREATE TYPE "public"."enum__posts_v_blocks_big_sentence_background" AS ENUM('paper', 'beige', 'ink');
  CREATE TYPE "public"."enum__posts_v_blocks_list_section_background" AS ENUM('paper', 'beige', 'dark');
  CREATE TYPE "public"."enum__posts_v_blocks_benefits_media_style" AS ENUM('icon', 'image');
  CREATE TYPE "public"."enum__posts_v_blocks_benefits_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum__posts_v_blocks_call_to_action_tone" AS ENUM('orange', 'dark', 'beige');
  CREATE TYPE "public"."enum__posts_v_blocks_accordion_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum__posts_v_blocks_dropdown_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum__posts_v_blocks_focus_points_background" AS ENUM('paper', 'beige', 'dark');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "_pages_v_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"media_id" integer,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_title_cover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"image_id" integer,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_large_cover_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_large_cover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cover_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"text_position" "enum__pages_v_blocks_cover_text_position" DEFAULT 'bottom-left',
  	"overlay" "enum__pages_v_blocks_cover_overlay" DEFAULT 'gradient',
  	"height" "enum__pages_v_blocks_cover_height" DEFAULT 'medium',
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"width" "enum__pages_v_blocks_content_width" DEFAULT 'text',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_simple_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__pages_v_blocks_simple_content_variant" DEFAULT 'centred',
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" jsonb,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_content_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"image_position" "enum__pages_v_blocks_image_content_image_position" DEFAULT 'left',
  	"image_ratio" "enum__pages_v_blocks_image_content_image_ratio" DEFAULT 'portrait',
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" jsonb,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_alternated_content_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" jsonb,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_alternated_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"start_with" "enum__pages_v_blocks_alternated_content_start_with" DEFAULT 'left',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_big_sentence" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"text" varchar,
  	"reveal" "enum__pages_v_blocks_big_sentence_reveal" DEFAULT 'word',
  	"background" "enum__pages_v_blocks_big_sentence_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"photo_id" integer,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_list_section_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_list_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"background" "enum__pages_v_blocks_list_section_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"media_style" "enum__pages_v_blocks_benefits_media_style" DEFAULT 'icon',
  	"background" "enum__pages_v_blocks_benefits_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_credibility_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_credibility_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_credibility_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"year" numeric,
  	"detail" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_credibility" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"logos_label" varchar DEFAULT 'As featured in',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_team_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"photo_id" integer,
  	"name" varchar,
  	"role" varchar,
  	"bio" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"background" "enum__pages_v_blocks_team_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" jsonb,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_content_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"loop" boolean DEFAULT false,
  	"background" "enum__pages_v_blocks_content_slider_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"image_shape" "enum__pages_v_blocks_image_slider_image_shape" DEFAULT 'landscape',
  	"loop" boolean DEFAULT false,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_fullscreen_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_fullscreen_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Pebble highlights',
  	"height" "enum__pages_v_blocks_fullscreen_slider_height" DEFAULT 'full',
  	"loop" boolean DEFAULT false,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sticky_slider_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" jsonb,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sticky_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"media_position" "enum__pages_v_blocks_sticky_slider_media_position" DEFAULT 'left',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_on_off_grid_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_on_id" integer,
  	"image_off_id" integer,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__pages_v_blocks_on_off_grid_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"switch_label" varchar DEFAULT 'Lights',
  	"on_text" varchar DEFAULT 'On',
  	"off_text" varchar DEFAULT 'Off',
  	"start_with" "enum___pages_v_blocks_on_off_grid_v_start_with" DEFAULT 'off',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_focus_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"marker_x" numeric,
  	"marker_y" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_focus" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"media_id" integer,
  	"media_position" "enum__pages_v_blocks_feature_focus_media_position" DEFAULT 'left',
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"tone" "enum__pages_v_blocks_call_to_action_tone" DEFAULT 'orange',
  	"image_id" integer,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pre_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar DEFAULT 'Be first on the road.',
  	"text" varchar DEFAULT 'Build updates, delivery dates and the occasional long-weekend route. A few e-mails a year.',
  	"form_label" varchar DEFAULT 'E-mail address',
  	"form_button_label" varchar DEFAULT 'Keep me posted',
  	"form_note" varchar DEFAULT 'No spam. Unsubscribe with one click, any time.',
  	"tone" "enum__pages_v_blocks_pre_footer_tone" DEFAULT 'orange',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_anchors_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"anchor_id" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_anchors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'On this page',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"single_open" boolean DEFAULT false,
  	"open_first" boolean DEFAULT false,
  	"background" "enum__pages_v_blocks_accordion_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_dropdown_options_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_dropdown_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"title" varchar,
  	"image_id" integer,
  	"text" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_dropdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"label" varchar DEFAULT 'Choose an option',
  	"background" "enum__pages_v_blocks_dropdown_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_focus_points_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"x" numeric,
  	"y" numeric,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_focus_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"image_id" integer,
  	"background" "enum__pages_v_blocks_focus_points_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_annotated_background_labels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"x" numeric,
  	"y" numeric,
  	"label" varchar,
  	"text" varchar,
  	"side" "enum__pages_v_blocks_annotated_background_labels_side" DEFAULT 'auto',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_annotated_background" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"image_id" integer,
  	"caption" varchar,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"mode" "enum__pages_v_blocks_posts_mode" DEFAULT 'latest',
  	"tag_id" integer,
  	"limit" numeric DEFAULT 3,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"background" "enum__pages_v_blocks_posts_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_focus_post" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"post_id" integer,
  	"eyebrow" varchar DEFAULT 'Featured story',
  	"link_label" varchar DEFAULT 'Read the story',
  	"image_position" "enum__pages_v_blocks_focus_post_image_position" DEFAULT 'left',
  	"background" "enum__pages_v_blocks_focus_post_background" DEFAULT 'beige',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_header_variant" "enum__pages_v_version_header_variant" DEFAULT 'default',
  	"version_open_in_popup" boolean DEFAULT false,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer
  );
  
  CREATE TABLE "_posts_v_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb,
  	"width" "enum__posts_v_blocks_content_width" DEFAULT 'text',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_simple_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__posts_v_blocks_simple_content_variant" DEFAULT 'centred',
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" jsonb,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_image_content_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_image_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption" varchar,
  	"image_position" "enum__posts_v_blocks_image_content_image_position" DEFAULT 'left',
  	"image_ratio" "enum__posts_v_blocks_image_content_image_ratio" DEFAULT 'portrait',
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" jsonb,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_big_sentence" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"text" varchar,
  	"reveal" "enum__posts_v_blocks_big_sentence_reveal" DEFAULT 'word',
  	"background" "enum__posts_v_blocks_big_sentence_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"author" varchar,
  	"role" varchar,
  	"photo_id" integer,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_list_section_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_list_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"background" "enum__posts_v_blocks_list_section_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"media_style" "enum__posts_v_blocks_benefits_media_style" DEFAULT 'icon',
  	"background" "enum__posts_v_blocks_benefits_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_call_to_action_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"tone" "enum__posts_v_blocks_call_to_action_tone" DEFAULT 'orange',
  	"image_id" integer,
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"single_open" boolean DEFAULT false,
  	"open_first" boolean DEFAULT false,
  	"background" "enum__posts_v_blocks_accordion_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_dropdown_options_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_dropdown_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"title" varchar,
  	"image_id" integer,
  	"text" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_dropdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"label" varchar DEFAULT 'Choose an option',
  	"background" "enum__posts_v_blocks_dropdown_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_focus_points_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"x" numeric,
  	"y" numeric,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_posts_v_blocks_focus_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"image_id" integer,
  	"background" "enum__posts_v_blocks_focus_points_background" DEFAULT 'paper',
  	"anchor_id" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_author_id" integer,
  	"version_main_image_id" integer,
  	"version_excerpt" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero_links" ALTER COLUMN "link_title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "media_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_title_cover" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_large_cover_links" ALTER COLUMN "link_title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_large_cover" ALTER COLUMN "media_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_large_cover" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cover_links" ALTER COLUMN "link_title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cover" ALTER COLUMN "media_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cover" ALTER COLUMN "text_position" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cover" ALTER COLUMN "overlay" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cover" ALTER COLUMN "height" DROP NOT NULL;
  ALTER TABLE "pages_blocks_content" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "pages_blocks_simple_content" ALTER COLUMN "variant" DROP NOT NULL;
  ALTER TABLE "pages_blocks_simple_content" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "pages_blocks_image_content_links" ALTER COLUMN "link_title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_image_content" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_image_content" ALTER COLUMN "image_position" DROP NOT NULL;
  ALTER TABLE "pages_blocks_image_content" ALTER COLUMN "image_ratio" DROP NOT NULL;
  ALTER TABLE "pages_blocks_image_content" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_alternated_content_rows" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_alternated_content_rows" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_alternated_content" ALTER COLUMN "start_with" DROP NOT NULL;
  ALTER TABLE "pages_blocks_big_sentence" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "pages_blocks_big_sentence" ALTER COLUMN "reveal" DROP NOT NULL;
  ALTER TABLE "pages_blocks_big_sentence" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "pages_blocks_quote" ALTER COLUMN "quote" DROP NOT NULL;
  ALTER TABLE "pages_blocks_quote" ALTER COLUMN "author" DROP NOT NULL;
  ALTER TABLE "pages_blocks_list_section_items" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_list_section_items" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "pages_blocks_list_section" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_list_section" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "pages_blocks_benefits_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_benefits_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "pages_blocks_benefits" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_benefits" ALTER COLUMN "media_style" DROP NOT NULL;
  ALTER TABLE "pages_blocks_benefits" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "pages_blocks_credibility_logos" ALTER COLUMN "logo_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_credibility_figures" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "pages_blocks_credibility_figures" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_credibility_awards" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pages_blocks_credibility" ALTER COLUMN "logos_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_team_members" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pages_blocks_team_members" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "pages_blocks_team" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "pages_blocks_content_slider_slides" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_content_slider" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "pages_blocks_image_slider_slides" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_image_slider" ALTER COLUMN "image_shape" DROP NOT NULL;
  ALTER TABLE "pages_blocks_fullscreen_slider_slides" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_fullscreen_slider_slides" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_fullscreen_slider" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_fullscreen_slider" ALTER COLUMN "height" DROP NOT NULL;
  ALTER TABLE "pages_blocks_sticky_slider_steps" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_sticky_slider_steps" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_sticky_slider" ALTER COLUMN "media_position" DROP NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid_items" ALTER COLUMN "image_on_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid_items" ALTER COLUMN "image_off_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid" ALTER COLUMN "switch_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid" ALTER COLUMN "on_text" DROP NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid" ALTER COLUMN "off_text" DROP NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid" ALTER COLUMN "start_with" DROP NOT NULL;
  ALTER TABLE "pages_blocks_feature_focus_points" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_feature_focus" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_feature_focus" ALTER COLUMN "media_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_feature_focus" ALTER COLUMN "media_position" DROP NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action_links" ALTER COLUMN "link_title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_pre_footer" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_pre_footer" ALTER COLUMN "form_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_pre_footer" ALTER COLUMN "form_button_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_pre_footer" ALTER COLUMN "tone" DROP NOT NULL;
  ALTER TABLE "pages_blocks_anchors_items" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_anchors_items" ALTER COLUMN "anchor_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_anchors" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_accordion_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_accordion_items" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "pages_blocks_accordion" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "pages_blocks_dropdown_options_rows" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_dropdown_options_rows" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "pages_blocks_dropdown_options" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_dropdown" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_dropdown" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "pages_blocks_focus_points_points" ALTER COLUMN "x" DROP NOT NULL;
  ALTER TABLE "pages_blocks_focus_points_points" ALTER COLUMN "y" DROP NOT NULL;
  ALTER TABLE "pages_blocks_focus_points_points" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_focus_points" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_focus_points" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "pages_blocks_annotated_background_labels" ALTER COLUMN "x" DROP NOT NULL;
  ALTER TABLE "pages_blocks_annotated_background_labels" ALTER COLUMN "y" DROP NOT NULL;
  ALTER TABLE "pages_blocks_annotated_background_labels" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_annotated_background_labels" ALTER COLUMN "side" DROP NOT NULL;
  ALTER TABLE "pages_blocks_annotated_background" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "pages_blocks_posts" ALTER COLUMN "mode" DROP NOT NULL;
  ALTER TABLE "pages_blocks_posts" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "pages_blocks_focus_post" ALTER COLUMN "link_label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_focus_post" ALTER COLUMN "image_position" DROP NOT NULL;
  ALTER TABLE "pages_blocks_focus_post" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "posts_blocks_content" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "posts_blocks_simple_content" ALTER COLUMN "variant" DROP NOT NULL;
  ALTER TABLE "posts_blocks_simple_content" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "posts_blocks_image_content_links" ALTER COLUMN "link_title" DROP NOT NULL;
  ALTER TABLE "posts_blocks_image_content" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "posts_blocks_image_content" ALTER COLUMN "image_position" DROP NOT NULL;
  ALTER TABLE "posts_blocks_image_content" ALTER COLUMN "image_ratio" DROP NOT NULL;
  ALTER TABLE "posts_blocks_image_content" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "posts_blocks_big_sentence" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "posts_blocks_big_sentence" ALTER COLUMN "reveal" DROP NOT NULL;
  ALTER TABLE "posts_blocks_big_sentence" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "posts_blocks_quote" ALTER COLUMN "quote" DROP NOT NULL;
  ALTER TABLE "posts_blocks_quote" ALTER COLUMN "author" DROP NOT NULL;
  ALTER TABLE "posts_blocks_list_section_items" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "posts_blocks_list_section_items" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "posts_blocks_list_section" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "posts_blocks_list_section" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "posts_blocks_benefits_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "posts_blocks_benefits_items" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "posts_blocks_benefits" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "posts_blocks_benefits" ALTER COLUMN "media_style" DROP NOT NULL;
  ALTER TABLE "posts_blocks_benefits" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "posts_blocks_call_to_action_links" ALTER COLUMN "link_title" DROP NOT NULL;
  ALTER TABLE "posts_blocks_call_to_action" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "posts_blocks_accordion_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "posts_blocks_accordion_items" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "posts_blocks_accordion" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "posts_blocks_dropdown_options_rows" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "posts_blocks_dropdown_options_rows" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "posts_blocks_dropdown_options" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "posts_blocks_dropdown" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "posts_blocks_dropdown" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "posts_blocks_focus_points_points" ALTER COLUMN "x" DROP NOT NULL;
  ALTER TABLE "posts_blocks_focus_points_points" ALTER COLUMN "y" DROP NOT NULL;
  ALTER TABLE "posts_blocks_focus_points_points" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "posts_blocks_focus_points" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "posts_blocks_focus_points" ALTER COLUMN "background" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "main_image_id" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "posts" ADD COLUMN "_status" "enum_posts_status" DEFAULT 'draft';
  ALTER TABLE "_pages_v_blocks_hero_links" ADD CONSTRAINT "_pages_v_blocks_hero_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD CONSTRAINT "_pages_v_blocks_hero_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD CONSTRAINT "_pages_v_blocks_hero_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD CONSTRAINT "_pages_v_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_title_cover" ADD CONSTRAINT "_pages_v_blocks_title_cover_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_title_cover" ADD CONSTRAINT "_pages_v_blocks_title_cover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_cover_links" ADD CONSTRAINT "_pages_v_blocks_large_cover_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_cover_links" ADD CONSTRAINT "_pages_v_blocks_large_cover_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_cover_links" ADD CONSTRAINT "_pages_v_blocks_large_cover_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_cover_links" ADD CONSTRAINT "_pages_v_blocks_large_cover_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_large_cover"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_cover" ADD CONSTRAINT "_pages_v_blocks_large_cover_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_cover" ADD CONSTRAINT "_pages_v_blocks_large_cover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cover_links" ADD CONSTRAINT "_pages_v_blocks_cover_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cover_links" ADD CONSTRAINT "_pages_v_blocks_cover_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cover_links" ADD CONSTRAINT "_pages_v_blocks_cover_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cover_links" ADD CONSTRAINT "_pages_v_blocks_cover_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cover"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cover" ADD CONSTRAINT "_pages_v_blocks_cover_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cover" ADD CONSTRAINT "_pages_v_blocks_cover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content" ADD CONSTRAINT "_pages_v_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_simple_content" ADD CONSTRAINT "_pages_v_blocks_simple_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_content_links" ADD CONSTRAINT "_pages_v_blocks_image_content_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_content_links" ADD CONSTRAINT "_pages_v_blocks_image_content_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_content_links" ADD CONSTRAINT "_pages_v_blocks_image_content_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_content_links" ADD CONSTRAINT "_pages_v_blocks_image_content_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_content" ADD CONSTRAINT "_pages_v_blocks_image_content_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_content" ADD CONSTRAINT "_pages_v_blocks_image_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_alternated_content_rows" ADD CONSTRAINT "_pages_v_blocks_alternated_content_rows_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_alternated_content_rows" ADD CONSTRAINT "_pages_v_blocks_alternated_content_rows_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_alternated_content_rows" ADD CONSTRAINT "_pages_v_blocks_alternated_content_rows_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_alternated_content_rows" ADD CONSTRAINT "_pages_v_blocks_alternated_content_rows_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_alternated_content_rows" ADD CONSTRAINT "_pages_v_blocks_alternated_content_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_alternated_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_alternated_content" ADD CONSTRAINT "_pages_v_blocks_alternated_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_big_sentence" ADD CONSTRAINT "_pages_v_blocks_big_sentence_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_list_section_items" ADD CONSTRAINT "_pages_v_blocks_list_section_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_list_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_list_section" ADD CONSTRAINT "_pages_v_blocks_list_section_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_list_section" ADD CONSTRAINT "_pages_v_blocks_list_section_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_list_section" ADD CONSTRAINT "_pages_v_blocks_list_section_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_list_section" ADD CONSTRAINT "_pages_v_blocks_list_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_benefits_items" ADD CONSTRAINT "_pages_v_blocks_benefits_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_benefits_items" ADD CONSTRAINT "_pages_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_benefits" ADD CONSTRAINT "_pages_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_credibility_logos" ADD CONSTRAINT "_pages_v_blocks_credibility_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_credibility_logos" ADD CONSTRAINT "_pages_v_blocks_credibility_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_credibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_credibility_figures" ADD CONSTRAINT "_pages_v_blocks_credibility_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_credibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_credibility_awards" ADD CONSTRAINT "_pages_v_blocks_credibility_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_credibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_credibility" ADD CONSTRAINT "_pages_v_blocks_credibility_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_members" ADD CONSTRAINT "_pages_v_blocks_team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_members" ADD CONSTRAINT "_pages_v_blocks_team_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team" ADD CONSTRAINT "_pages_v_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" ADD CONSTRAINT "_pages_v_blocks_content_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_content_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_content_slider" ADD CONSTRAINT "_pages_v_blocks_content_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slider_slides" ADD CONSTRAINT "_pages_v_blocks_image_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slider_slides" ADD CONSTRAINT "_pages_v_blocks_image_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slider" ADD CONSTRAINT "_pages_v_blocks_image_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_fullscreen_slider_slides" ADD CONSTRAINT "_pages_v_blocks_fullscreen_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_fullscreen_slider_slides" ADD CONSTRAINT "_pages_v_blocks_fullscreen_slider_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_fullscreen_slider_slides" ADD CONSTRAINT "_pages_v_blocks_fullscreen_slider_slides_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_fullscreen_slider_slides" ADD CONSTRAINT "_pages_v_blocks_fullscreen_slider_slides_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_fullscreen_slider_slides" ADD CONSTRAINT "_pages_v_blocks_fullscreen_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_fullscreen_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_fullscreen_slider" ADD CONSTRAINT "_pages_v_blocks_fullscreen_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sticky_slider_steps" ADD CONSTRAINT "_pages_v_blocks_sticky_slider_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sticky_slider_steps" ADD CONSTRAINT "_pages_v_blocks_sticky_slider_steps_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sticky_slider_steps" ADD CONSTRAINT "_pages_v_blocks_sticky_slider_steps_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sticky_slider_steps" ADD CONSTRAINT "_pages_v_blocks_sticky_slider_steps_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sticky_slider_steps" ADD CONSTRAINT "_pages_v_blocks_sticky_slider_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sticky_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sticky_slider" ADD CONSTRAINT "_pages_v_blocks_sticky_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_on_off_grid_v_items" ADD CONSTRAINT "__pages_v_blocks_on_off_grid_v_items_image_on_id_media_id_fk" FOREIGN KEY ("image_on_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_on_off_grid_v_items" ADD CONSTRAINT "__pages_v_blocks_on_off_grid_v_items_image_off_id_media_id_fk" FOREIGN KEY ("image_off_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_on_off_grid_v_items" ADD CONSTRAINT "__pages_v_blocks_on_off_grid_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."__pages_v_blocks_on_off_grid_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_blocks_on_off_grid_v" ADD CONSTRAINT "__pages_v_blocks_on_off_grid_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_focus_points" ADD CONSTRAINT "_pages_v_blocks_feature_focus_points_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_focus_points" ADD CONSTRAINT "_pages_v_blocks_feature_focus_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_focus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_focus" ADD CONSTRAINT "_pages_v_blocks_feature_focus_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_focus" ADD CONSTRAINT "_pages_v_blocks_feature_focus_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_focus" ADD CONSTRAINT "_pages_v_blocks_feature_focus_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_focus" ADD CONSTRAINT "_pages_v_blocks_feature_focus_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_focus" ADD CONSTRAINT "_pages_v_blocks_feature_focus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_links" ADD CONSTRAINT "_pages_v_blocks_call_to_action_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_links" ADD CONSTRAINT "_pages_v_blocks_call_to_action_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_links" ADD CONSTRAINT "_pages_v_blocks_call_to_action_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_links" ADD CONSTRAINT "_pages_v_blocks_call_to_action_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pre_footer" ADD CONSTRAINT "_pages_v_blocks_pre_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_anchors_items" ADD CONSTRAINT "_pages_v_blocks_anchors_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_anchors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_anchors" ADD CONSTRAINT "_pages_v_blocks_anchors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dropdown_options_rows" ADD CONSTRAINT "_pages_v_blocks_dropdown_options_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_dropdown_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dropdown_options" ADD CONSTRAINT "_pages_v_blocks_dropdown_options_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dropdown_options" ADD CONSTRAINT "_pages_v_blocks_dropdown_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_dropdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dropdown" ADD CONSTRAINT "_pages_v_blocks_dropdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_focus_points_points" ADD CONSTRAINT "_pages_v_blocks_focus_points_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_focus_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_focus_points" ADD CONSTRAINT "_pages_v_blocks_focus_points_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_focus_points" ADD CONSTRAINT "_pages_v_blocks_focus_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annotated_background_labels" ADD CONSTRAINT "_pages_v_blocks_annotated_background_labels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_annotated_background"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annotated_background" ADD CONSTRAINT "_pages_v_blocks_annotated_background_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_annotated_background" ADD CONSTRAINT "_pages_v_blocks_annotated_background_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_posts" ADD CONSTRAINT "_pages_v_blocks_posts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_posts" ADD CONSTRAINT "_pages_v_blocks_posts_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_posts" ADD CONSTRAINT "_pages_v_blocks_posts_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_posts" ADD CONSTRAINT "_pages_v_blocks_posts_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_posts" ADD CONSTRAINT "_pages_v_blocks_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_focus_post" ADD CONSTRAINT "_pages_v_blocks_focus_post_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_focus_post" ADD CONSTRAINT "_pages_v_blocks_focus_post_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_content" ADD CONSTRAINT "_posts_v_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_simple_content" ADD CONSTRAINT "_posts_v_blocks_simple_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image_content_links" ADD CONSTRAINT "_posts_v_blocks_image_content_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image_content_links" ADD CONSTRAINT "_posts_v_blocks_image_content_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image_content_links" ADD CONSTRAINT "_posts_v_blocks_image_content_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image_content_links" ADD CONSTRAINT "_posts_v_blocks_image_content_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_image_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image_content" ADD CONSTRAINT "_posts_v_blocks_image_content_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_image_content" ADD CONSTRAINT "_posts_v_blocks_image_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_big_sentence" ADD CONSTRAINT "_posts_v_blocks_big_sentence_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_quote" ADD CONSTRAINT "_posts_v_blocks_quote_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_quote" ADD CONSTRAINT "_posts_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_list_section_items" ADD CONSTRAINT "_posts_v_blocks_list_section_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_list_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_list_section" ADD CONSTRAINT "_posts_v_blocks_list_section_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_list_section" ADD CONSTRAINT "_posts_v_blocks_list_section_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_list_section" ADD CONSTRAINT "_posts_v_blocks_list_section_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_list_section" ADD CONSTRAINT "_posts_v_blocks_list_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_benefits_items" ADD CONSTRAINT "_posts_v_blocks_benefits_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_benefits_items" ADD CONSTRAINT "_posts_v_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_benefits" ADD CONSTRAINT "_posts_v_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_call_to_action_links" ADD CONSTRAINT "_posts_v_blocks_call_to_action_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_call_to_action_links" ADD CONSTRAINT "_posts_v_blocks_call_to_action_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_call_to_action_links" ADD CONSTRAINT "_posts_v_blocks_call_to_action_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_call_to_action_links" ADD CONSTRAINT "_posts_v_blocks_call_to_action_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_call_to_action" ADD CONSTRAINT "_posts_v_blocks_call_to_action_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_call_to_action" ADD CONSTRAINT "_posts_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_accordion_items" ADD CONSTRAINT "_posts_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_accordion" ADD CONSTRAINT "_posts_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_dropdown_options_rows" ADD CONSTRAINT "_posts_v_blocks_dropdown_options_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_dropdown_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_dropdown_options" ADD CONSTRAINT "_posts_v_blocks_dropdown_options_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_dropdown_options" ADD CONSTRAINT "_posts_v_blocks_dropdown_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_dropdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_dropdown" ADD CONSTRAINT "_posts_v_blocks_dropdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_focus_points_points" ADD CONSTRAINT "_posts_v_blocks_focus_points_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v_blocks_focus_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_focus_points" ADD CONSTRAINT "_posts_v_blocks_focus_points_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_blocks_focus_points" ADD CONSTRAINT "_posts_v_blocks_focus_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_author_id_authors_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_main_image_id_media_id_fk" FOREIGN KEY ("version_main_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_pages_v_blocks_hero_links_order_idx" ON "_pages_v_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_links_parent_id_idx" ON "_pages_v_blocks_hero_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_links_link_link_page_idx" ON "_pages_v_blocks_hero_links" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_hero_links_link_link_post_idx" ON "_pages_v_blocks_hero_links" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_hero_links_link_link_media_idx" ON "_pages_v_blocks_hero_links" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_media_idx" ON "_pages_v_blocks_hero" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_title_cover_order_idx" ON "_pages_v_blocks_title_cover" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_title_cover_parent_id_idx" ON "_pages_v_blocks_title_cover" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_title_cover_path_idx" ON "_pages_v_blocks_title_cover" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_title_cover_image_idx" ON "_pages_v_blocks_title_cover" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_large_cover_links_order_idx" ON "_pages_v_blocks_large_cover_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_large_cover_links_parent_id_idx" ON "_pages_v_blocks_large_cover_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_large_cover_links_link_link_page_idx" ON "_pages_v_blocks_large_cover_links" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_large_cover_links_link_link_post_idx" ON "_pages_v_blocks_large_cover_links" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_large_cover_links_link_link_media_idx" ON "_pages_v_blocks_large_cover_links" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_large_cover_order_idx" ON "_pages_v_blocks_large_cover" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_large_cover_parent_id_idx" ON "_pages_v_blocks_large_cover" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_large_cover_path_idx" ON "_pages_v_blocks_large_cover" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_large_cover_media_idx" ON "_pages_v_blocks_large_cover" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_cover_links_order_idx" ON "_pages_v_blocks_cover_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cover_links_parent_id_idx" ON "_pages_v_blocks_cover_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cover_links_link_link_page_idx" ON "_pages_v_blocks_cover_links" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_cover_links_link_link_post_idx" ON "_pages_v_blocks_cover_links" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_cover_links_link_link_media_idx" ON "_pages_v_blocks_cover_links" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_cover_order_idx" ON "_pages_v_blocks_cover" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cover_parent_id_idx" ON "_pages_v_blocks_cover" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cover_path_idx" ON "_pages_v_blocks_cover" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cover_media_idx" ON "_pages_v_blocks_cover" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_content_order_idx" ON "_pages_v_blocks_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_parent_id_idx" ON "_pages_v_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_path_idx" ON "_pages_v_blocks_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_simple_content_order_idx" ON "_pages_v_blocks_simple_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_simple_content_parent_id_idx" ON "_pages_v_blocks_simple_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_simple_content_path_idx" ON "_pages_v_blocks_simple_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_content_links_order_idx" ON "_pages_v_blocks_image_content_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_content_links_parent_id_idx" ON "_pages_v_blocks_image_content_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_content_links_link_link_page_idx" ON "_pages_v_blocks_image_content_links" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_image_content_links_link_link_post_idx" ON "_pages_v_blocks_image_content_links" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_image_content_links_link_link_media_idx" ON "_pages_v_blocks_image_content_links" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_image_content_order_idx" ON "_pages_v_blocks_image_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_content_parent_id_idx" ON "_pages_v_blocks_image_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_content_path_idx" ON "_pages_v_blocks_image_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_content_image_idx" ON "_pages_v_blocks_image_content" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_alternated_content_rows_order_idx" ON "_pages_v_blocks_alternated_content_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_alternated_content_rows_parent_id_idx" ON "_pages_v_blocks_alternated_content_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_alternated_content_rows_image_idx" ON "_pages_v_blocks_alternated_content_rows" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_alternated_content_rows_link_link_page_idx" ON "_pages_v_blocks_alternated_content_rows" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_alternated_content_rows_link_link_post_idx" ON "_pages_v_blocks_alternated_content_rows" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_alternated_content_rows_link_link_media_idx" ON "_pages_v_blocks_alternated_content_rows" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_alternated_content_order_idx" ON "_pages_v_blocks_alternated_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_alternated_content_parent_id_idx" ON "_pages_v_blocks_alternated_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_alternated_content_path_idx" ON "_pages_v_blocks_alternated_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_big_sentence_order_idx" ON "_pages_v_blocks_big_sentence" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_big_sentence_parent_id_idx" ON "_pages_v_blocks_big_sentence" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_big_sentence_path_idx" ON "_pages_v_blocks_big_sentence" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quote_order_idx" ON "_pages_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_parent_id_idx" ON "_pages_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_path_idx" ON "_pages_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quote_photo_idx" ON "_pages_v_blocks_quote" USING btree ("photo_id");
  CREATE INDEX "_pages_v_blocks_list_section_items_order_idx" ON "_pages_v_blocks_list_section_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_list_section_items_parent_id_idx" ON "_pages_v_blocks_list_section_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_list_section_order_idx" ON "_pages_v_blocks_list_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_list_section_parent_id_idx" ON "_pages_v_blocks_list_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_list_section_path_idx" ON "_pages_v_blocks_list_section" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_list_section_link_link_page_idx" ON "_pages_v_blocks_list_section" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_list_section_link_link_post_idx" ON "_pages_v_blocks_list_section" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_list_section_link_link_media_idx" ON "_pages_v_blocks_list_section" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_benefits_items_order_idx" ON "_pages_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_benefits_items_parent_id_idx" ON "_pages_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_benefits_items_media_idx" ON "_pages_v_blocks_benefits_items" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_benefits_order_idx" ON "_pages_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_benefits_parent_id_idx" ON "_pages_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_benefits_path_idx" ON "_pages_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_credibility_logos_order_idx" ON "_pages_v_blocks_credibility_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_credibility_logos_parent_id_idx" ON "_pages_v_blocks_credibility_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_credibility_logos_logo_idx" ON "_pages_v_blocks_credibility_logos" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_credibility_figures_order_idx" ON "_pages_v_blocks_credibility_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_credibility_figures_parent_id_idx" ON "_pages_v_blocks_credibility_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_credibility_awards_order_idx" ON "_pages_v_blocks_credibility_awards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_credibility_awards_parent_id_idx" ON "_pages_v_blocks_credibility_awards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_credibility_order_idx" ON "_pages_v_blocks_credibility" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_credibility_parent_id_idx" ON "_pages_v_blocks_credibility" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_credibility_path_idx" ON "_pages_v_blocks_credibility" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_team_members_order_idx" ON "_pages_v_blocks_team_members" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_team_members_parent_id_idx" ON "_pages_v_blocks_team_members" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_team_members_photo_idx" ON "_pages_v_blocks_team_members" USING btree ("photo_id");
  CREATE INDEX "_pages_v_blocks_team_order_idx" ON "_pages_v_blocks_team" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_team_parent_id_idx" ON "_pages_v_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_team_path_idx" ON "_pages_v_blocks_team" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_order_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_parent_id_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_image_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_link_link_page_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_link_link_post_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_content_slider_slides_link_link_media_idx" ON "_pages_v_blocks_content_slider_slides" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_content_slider_order_idx" ON "_pages_v_blocks_content_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_content_slider_parent_id_idx" ON "_pages_v_blocks_content_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_content_slider_path_idx" ON "_pages_v_blocks_content_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_slider_slides_order_idx" ON "_pages_v_blocks_image_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_slider_slides_parent_id_idx" ON "_pages_v_blocks_image_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_slider_slides_image_idx" ON "_pages_v_blocks_image_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_image_slider_order_idx" ON "_pages_v_blocks_image_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_slider_parent_id_idx" ON "_pages_v_blocks_image_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_slider_path_idx" ON "_pages_v_blocks_image_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_fullscreen_slider_slides_order_idx" ON "_pages_v_blocks_fullscreen_slider_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_fullscreen_slider_slides_parent_id_idx" ON "_pages_v_blocks_fullscreen_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_fullscreen_slider_slides_image_idx" ON "_pages_v_blocks_fullscreen_slider_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_fullscreen_slider_slides_link_link_page_idx" ON "_pages_v_blocks_fullscreen_slider_slides" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_fullscreen_slider_slides_link_link_post_idx" ON "_pages_v_blocks_fullscreen_slider_slides" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_fullscreen_slider_slides_link_link_media_idx" ON "_pages_v_blocks_fullscreen_slider_slides" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_fullscreen_slider_order_idx" ON "_pages_v_blocks_fullscreen_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_fullscreen_slider_parent_id_idx" ON "_pages_v_blocks_fullscreen_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_fullscreen_slider_path_idx" ON "_pages_v_blocks_fullscreen_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sticky_slider_steps_order_idx" ON "_pages_v_blocks_sticky_slider_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sticky_slider_steps_parent_id_idx" ON "_pages_v_blocks_sticky_slider_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sticky_slider_steps_image_idx" ON "_pages_v_blocks_sticky_slider_steps" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_sticky_slider_steps_link_link_page_idx" ON "_pages_v_blocks_sticky_slider_steps" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_sticky_slider_steps_link_link_post_idx" ON "_pages_v_blocks_sticky_slider_steps" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_sticky_slider_steps_link_link_media_idx" ON "_pages_v_blocks_sticky_slider_steps" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_sticky_slider_order_idx" ON "_pages_v_blocks_sticky_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sticky_slider_parent_id_idx" ON "_pages_v_blocks_sticky_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sticky_slider_path_idx" ON "_pages_v_blocks_sticky_slider" USING btree ("_path");
  CREATE INDEX "__pages_v_blocks_on_off_grid_v_items_order_idx" ON "__pages_v_blocks_on_off_grid_v_items" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_on_off_grid_v_items_parent_id_idx" ON "__pages_v_blocks_on_off_grid_v_items" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_on_off_grid_v_items_image_on_idx" ON "__pages_v_blocks_on_off_grid_v_items" USING btree ("image_on_id");
  CREATE INDEX "__pages_v_blocks_on_off_grid_v_items_image_off_idx" ON "__pages_v_blocks_on_off_grid_v_items" USING btree ("image_off_id");
  CREATE INDEX "__pages_v_blocks_on_off_grid_v_order_idx" ON "__pages_v_blocks_on_off_grid_v" USING btree ("_order");
  CREATE INDEX "__pages_v_blocks_on_off_grid_v_parent_id_idx" ON "__pages_v_blocks_on_off_grid_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_blocks_on_off_grid_v_path_idx" ON "__pages_v_blocks_on_off_grid_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_feature_focus_points_order_idx" ON "_pages_v_blocks_feature_focus_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_focus_points_parent_id_idx" ON "_pages_v_blocks_feature_focus_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_focus_points_image_idx" ON "_pages_v_blocks_feature_focus_points" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_feature_focus_order_idx" ON "_pages_v_blocks_feature_focus" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_focus_parent_id_idx" ON "_pages_v_blocks_feature_focus" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_focus_path_idx" ON "_pages_v_blocks_feature_focus" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_feature_focus_media_idx" ON "_pages_v_blocks_feature_focus" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_feature_focus_link_link_page_idx" ON "_pages_v_blocks_feature_focus" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_feature_focus_link_link_post_idx" ON "_pages_v_blocks_feature_focus" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_feature_focus_link_link_media_idx" ON "_pages_v_blocks_feature_focus" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_links_order_idx" ON "_pages_v_blocks_call_to_action_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_links_parent_id_idx" ON "_pages_v_blocks_call_to_action_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_links_link_link_page_idx" ON "_pages_v_blocks_call_to_action_links" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_links_link_link_post_idx" ON "_pages_v_blocks_call_to_action_links" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_links_link_link_media_idx" ON "_pages_v_blocks_call_to_action_links" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_image_idx" ON "_pages_v_blocks_call_to_action" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_pre_footer_order_idx" ON "_pages_v_blocks_pre_footer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pre_footer_parent_id_idx" ON "_pages_v_blocks_pre_footer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pre_footer_path_idx" ON "_pages_v_blocks_pre_footer" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_anchors_items_order_idx" ON "_pages_v_blocks_anchors_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_anchors_items_parent_id_idx" ON "_pages_v_blocks_anchors_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_anchors_order_idx" ON "_pages_v_blocks_anchors" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_anchors_parent_id_idx" ON "_pages_v_blocks_anchors" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_anchors_path_idx" ON "_pages_v_blocks_anchors" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_dropdown_options_rows_order_idx" ON "_pages_v_blocks_dropdown_options_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_dropdown_options_rows_parent_id_idx" ON "_pages_v_blocks_dropdown_options_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_dropdown_options_order_idx" ON "_pages_v_blocks_dropdown_options" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_dropdown_options_parent_id_idx" ON "_pages_v_blocks_dropdown_options" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_dropdown_options_image_idx" ON "_pages_v_blocks_dropdown_options" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_dropdown_order_idx" ON "_pages_v_blocks_dropdown" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_dropdown_parent_id_idx" ON "_pages_v_blocks_dropdown" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_dropdown_path_idx" ON "_pages_v_blocks_dropdown" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_focus_points_points_order_idx" ON "_pages_v_blocks_focus_points_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_focus_points_points_parent_id_idx" ON "_pages_v_blocks_focus_points_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_focus_points_order_idx" ON "_pages_v_blocks_focus_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_focus_points_parent_id_idx" ON "_pages_v_blocks_focus_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_focus_points_path_idx" ON "_pages_v_blocks_focus_points" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_focus_points_image_idx" ON "_pages_v_blocks_focus_points" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_annotated_background_labels_order_idx" ON "_pages_v_blocks_annotated_background_labels" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_annotated_background_labels_parent_id_idx" ON "_pages_v_blocks_annotated_background_labels" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_annotated_background_order_idx" ON "_pages_v_blocks_annotated_background" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_annotated_background_parent_id_idx" ON "_pages_v_blocks_annotated_background" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_annotated_background_path_idx" ON "_pages_v_blocks_annotated_background" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_annotated_background_image_idx" ON "_pages_v_blocks_annotated_background" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_posts_order_idx" ON "_pages_v_blocks_posts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_posts_parent_id_idx" ON "_pages_v_blocks_posts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_posts_path_idx" ON "_pages_v_blocks_posts" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_posts_tag_idx" ON "_pages_v_blocks_posts" USING btree ("tag_id");
  CREATE INDEX "_pages_v_blocks_posts_link_link_page_idx" ON "_pages_v_blocks_posts" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_posts_link_link_post_idx" ON "_pages_v_blocks_posts" USING btree ("link_post_id");
  CREATE INDEX "_pages_v_blocks_posts_link_link_media_idx" ON "_pages_v_blocks_posts" USING btree ("link_media_id");
  CREATE INDEX "_pages_v_blocks_focus_post_order_idx" ON "_pages_v_blocks_focus_post" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_focus_post_parent_id_idx" ON "_pages_v_blocks_focus_post" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_focus_post_path_idx" ON "_pages_v_blocks_focus_post" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_focus_post_post_idx" ON "_pages_v_blocks_focus_post" USING btree ("post_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_posts_id_idx" ON "_pages_v_rels" USING btree ("posts_id");
  CREATE INDEX "_posts_v_blocks_content_order_idx" ON "_posts_v_blocks_content" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_content_parent_id_idx" ON "_posts_v_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_content_path_idx" ON "_posts_v_blocks_content" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_simple_content_order_idx" ON "_posts_v_blocks_simple_content" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_simple_content_parent_id_idx" ON "_posts_v_blocks_simple_content" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_simple_content_path_idx" ON "_posts_v_blocks_simple_content" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_image_content_links_order_idx" ON "_posts_v_blocks_image_content_links" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_image_content_links_parent_id_idx" ON "_posts_v_blocks_image_content_links" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_image_content_links_link_link_page_idx" ON "_posts_v_blocks_image_content_links" USING btree ("link_page_id");
  CREATE INDEX "_posts_v_blocks_image_content_links_link_link_post_idx" ON "_posts_v_blocks_image_content_links" USING btree ("link_post_id");
  CREATE INDEX "_posts_v_blocks_image_content_links_link_link_media_idx" ON "_posts_v_blocks_image_content_links" USING btree ("link_media_id");
  CREATE INDEX "_posts_v_blocks_image_content_order_idx" ON "_posts_v_blocks_image_content" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_image_content_parent_id_idx" ON "_posts_v_blocks_image_content" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_image_content_path_idx" ON "_posts_v_blocks_image_content" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_image_content_image_idx" ON "_posts_v_blocks_image_content" USING btree ("image_id");
  CREATE INDEX "_posts_v_blocks_big_sentence_order_idx" ON "_posts_v_blocks_big_sentence" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_big_sentence_parent_id_idx" ON "_posts_v_blocks_big_sentence" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_big_sentence_path_idx" ON "_posts_v_blocks_big_sentence" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_quote_order_idx" ON "_posts_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_quote_parent_id_idx" ON "_posts_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_quote_path_idx" ON "_posts_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_quote_photo_idx" ON "_posts_v_blocks_quote" USING btree ("photo_id");
  CREATE INDEX "_posts_v_blocks_list_section_items_order_idx" ON "_posts_v_blocks_list_section_items" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_list_section_items_parent_id_idx" ON "_posts_v_blocks_list_section_items" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_list_section_order_idx" ON "_posts_v_blocks_list_section" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_list_section_parent_id_idx" ON "_posts_v_blocks_list_section" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_list_section_path_idx" ON "_posts_v_blocks_list_section" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_list_section_link_link_page_idx" ON "_posts_v_blocks_list_section" USING btree ("link_page_id");
  CREATE INDEX "_posts_v_blocks_list_section_link_link_post_idx" ON "_posts_v_blocks_list_section" USING btree ("link_post_id");
  CREATE INDEX "_posts_v_blocks_list_section_link_link_media_idx" ON "_posts_v_blocks_list_section" USING btree ("link_media_id");
  CREATE INDEX "_posts_v_blocks_benefits_items_order_idx" ON "_posts_v_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_benefits_items_parent_id_idx" ON "_posts_v_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_benefits_items_media_idx" ON "_posts_v_blocks_benefits_items" USING btree ("media_id");
  CREATE INDEX "_posts_v_blocks_benefits_order_idx" ON "_posts_v_blocks_benefits" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_benefits_parent_id_idx" ON "_posts_v_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_benefits_path_idx" ON "_posts_v_blocks_benefits" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_call_to_action_links_order_idx" ON "_posts_v_blocks_call_to_action_links" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_call_to_action_links_parent_id_idx" ON "_posts_v_blocks_call_to_action_links" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_call_to_action_links_link_link_page_idx" ON "_posts_v_blocks_call_to_action_links" USING btree ("link_page_id");
  CREATE INDEX "_posts_v_blocks_call_to_action_links_link_link_post_idx" ON "_posts_v_blocks_call_to_action_links" USING btree ("link_post_id");
  CREATE INDEX "_posts_v_blocks_call_to_action_links_link_link_media_idx" ON "_posts_v_blocks_call_to_action_links" USING btree ("link_media_id");
  CREATE INDEX "_posts_v_blocks_call_to_action_order_idx" ON "_posts_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_call_to_action_parent_id_idx" ON "_posts_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_call_to_action_path_idx" ON "_posts_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_call_to_action_image_idx" ON "_posts_v_blocks_call_to_action" USING btree ("image_id");
  CREATE INDEX "_posts_v_blocks_accordion_items_order_idx" ON "_posts_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_accordion_items_parent_id_idx" ON "_posts_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_accordion_order_idx" ON "_posts_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_accordion_parent_id_idx" ON "_posts_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_accordion_path_idx" ON "_posts_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_dropdown_options_rows_order_idx" ON "_posts_v_blocks_dropdown_options_rows" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_dropdown_options_rows_parent_id_idx" ON "_posts_v_blocks_dropdown_options_rows" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_dropdown_options_order_idx" ON "_posts_v_blocks_dropdown_options" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_dropdown_options_parent_id_idx" ON "_posts_v_blocks_dropdown_options" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_dropdown_options_image_idx" ON "_posts_v_blocks_dropdown_options" USING btree ("image_id");
  CREATE INDEX "_posts_v_blocks_dropdown_order_idx" ON "_posts_v_blocks_dropdown" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_dropdown_parent_id_idx" ON "_posts_v_blocks_dropdown" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_dropdown_path_idx" ON "_posts_v_blocks_dropdown" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_focus_points_points_order_idx" ON "_posts_v_blocks_focus_points_points" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_focus_points_points_parent_id_idx" ON "_posts_v_blocks_focus_points_points" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_focus_points_order_idx" ON "_posts_v_blocks_focus_points" USING btree ("_order");
  CREATE INDEX "_posts_v_blocks_focus_points_parent_id_idx" ON "_posts_v_blocks_focus_points" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_blocks_focus_points_path_idx" ON "_posts_v_blocks_focus_points" USING btree ("_path");
  CREATE INDEX "_posts_v_blocks_focus_points_image_idx" ON "_posts_v_blocks_focus_points" USING btree ("image_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_date_idx" ON "_posts_v" USING btree ("version_date");
  CREATE INDEX "_posts_v_version_version_author_idx" ON "_posts_v" USING btree ("version_author_id");
  CREATE INDEX "_posts_v_version_version_main_image_idx" ON "_posts_v" USING btree ("version_main_image_id");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "_posts_v_rels_order_idx" ON "_posts_v_rels" USING btree ("order");
  CREATE INDEX "_posts_v_rels_parent_idx" ON "_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_posts_v_rels_path_idx" ON "_posts_v_rels" USING btree ("path");
  CREATE INDEX "_posts_v_rels_tags_id_idx" ON "_posts_v_rels" USING btree ("tags_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");`)

  // Documents that existed before drafts were public: keep them published.
  await db.execute(sql`UPDATE "pages" SET "_status" = 'published' WHERE "_status" IS NULL OR "_status" = 'draft';`)
  await db.execute(sql`UPDATE "posts" SET "_status" = 'published' WHERE "_status" IS NULL OR "_status" = 'draft';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v_blocks_hero_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_title_cover" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_large_cover_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_large_cover" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cover_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cover" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_simple_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_content_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_alternated_content_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_alternated_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_big_sentence" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_list_section_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_list_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_benefits_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_credibility_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_credibility_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_credibility_awards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_credibility" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_content_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_content_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_fullscreen_slider_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_fullscreen_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sticky_slider_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sticky_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_blocks_on_off_grid_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_blocks_on_off_grid_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_focus_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_focus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pre_footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_anchors_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_anchors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_dropdown_options_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_dropdown_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_dropdown" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_focus_points_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_focus_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_annotated_background_labels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_annotated_background" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_focus_post" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_simple_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_image_content_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_image_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_big_sentence" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_list_section_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_list_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_benefits_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_call_to_action_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_dropdown_options_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_dropdown_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_dropdown" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_focus_points_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_blocks_focus_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_pages_v_blocks_hero_links" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_title_cover" CASCADE;
  DROP TABLE "_pages_v_blocks_large_cover_links" CASCADE;
  DROP TABLE "_pages_v_blocks_large_cover" CASCADE;
  DROP TABLE "_pages_v_blocks_cover_links" CASCADE;
  DROP TABLE "_pages_v_blocks_cover" CASCADE;
  DROP TABLE "_pages_v_blocks_content" CASCADE;
  DROP TABLE "_pages_v_blocks_simple_content" CASCADE;
  DROP TABLE "_pages_v_blocks_image_content_links" CASCADE;
  DROP TABLE "_pages_v_blocks_image_content" CASCADE;
  DROP TABLE "_pages_v_blocks_alternated_content_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_alternated_content" CASCADE;
  DROP TABLE "_pages_v_blocks_big_sentence" CASCADE;
  DROP TABLE "_pages_v_blocks_quote" CASCADE;
  DROP TABLE "_pages_v_blocks_list_section_items" CASCADE;
  DROP TABLE "_pages_v_blocks_list_section" CASCADE;
  DROP TABLE "_pages_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_pages_v_blocks_benefits" CASCADE;
  DROP TABLE "_pages_v_blocks_credibility_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_credibility_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_credibility_awards" CASCADE;
  DROP TABLE "_pages_v_blocks_credibility" CASCADE;
  DROP TABLE "_pages_v_blocks_team_members" CASCADE;
  DROP TABLE "_pages_v_blocks_team" CASCADE;
  DROP TABLE "_pages_v_blocks_content_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_content_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_image_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_image_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_fullscreen_slider_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_fullscreen_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_sticky_slider_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_sticky_slider" CASCADE;
  DROP TABLE "__pages_v_blocks_on_off_grid_v_items" CASCADE;
  DROP TABLE "__pages_v_blocks_on_off_grid_v" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_focus_points" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_focus" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_links" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_pre_footer" CASCADE;
  DROP TABLE "_pages_v_blocks_anchors_items" CASCADE;
  DROP TABLE "_pages_v_blocks_anchors" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_dropdown_options_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_dropdown_options" CASCADE;
  DROP TABLE "_pages_v_blocks_dropdown" CASCADE;
  DROP TABLE "_pages_v_blocks_focus_points_points" CASCADE;
  DROP TABLE "_pages_v_blocks_focus_points" CASCADE;
  DROP TABLE "_pages_v_blocks_annotated_background_labels" CASCADE;
  DROP TABLE "_pages_v_blocks_annotated_background" CASCADE;
  DROP TABLE "_pages_v_blocks_posts" CASCADE;
  DROP TABLE "_pages_v_blocks_focus_post" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "_posts_v_blocks_content" CASCADE;
  DROP TABLE "_posts_v_blocks_simple_content" CASCADE;
  DROP TABLE "_posts_v_blocks_image_content_links" CASCADE;
  DROP TABLE "_posts_v_blocks_image_content" CASCADE;
  DROP TABLE "_posts_v_blocks_big_sentence" CASCADE;
  DROP TABLE "_posts_v_blocks_quote" CASCADE;
  DROP TABLE "_posts_v_blocks_list_section_items" CASCADE;
  DROP TABLE "_posts_v_blocks_list_section" CASCADE;
  DROP TABLE "_posts_v_blocks_benefits_items" CASCADE;
  DROP TABLE "_posts_v_blocks_benefits" CASCADE;
  DROP TABLE "_posts_v_blocks_call_to_action_links" CASCADE;
  DROP TABLE "_posts_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_posts_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_posts_v_blocks_accordion" CASCADE;
  DROP TABLE "_posts_v_blocks_dropdown_options_rows" CASCADE;
  DROP TABLE "_posts_v_blocks_dropdown_options" CASCADE;
  DROP TABLE "_posts_v_blocks_dropdown" CASCADE;
  DROP TABLE "_posts_v_blocks_focus_points_points" CASCADE;
  DROP TABLE "_posts_v_blocks_focus_points" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_rels" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP INDEX "pages__status_idx";
  DROP INDEX "posts__status_idx";
  ALTER TABLE "pages_blocks_hero_links" ALTER COLUMN "link_title" SET NOT NULL;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "media_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_title_cover" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_large_cover_links" ALTER COLUMN "link_title" SET NOT NULL;
  ALTER TABLE "pages_blocks_large_cover" ALTER COLUMN "media_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_large_cover" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_cover_links" ALTER COLUMN "link_title" SET NOT NULL;
  ALTER TABLE "pages_blocks_cover" ALTER COLUMN "media_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_cover" ALTER COLUMN "text_position" SET NOT NULL;
  ALTER TABLE "pages_blocks_cover" ALTER COLUMN "overlay" SET NOT NULL;
  ALTER TABLE "pages_blocks_cover" ALTER COLUMN "height" SET NOT NULL;
  ALTER TABLE "pages_blocks_content" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "pages_blocks_simple_content" ALTER COLUMN "variant" SET NOT NULL;
  ALTER TABLE "pages_blocks_simple_content" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "pages_blocks_image_content_links" ALTER COLUMN "link_title" SET NOT NULL;
  ALTER TABLE "pages_blocks_image_content" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_image_content" ALTER COLUMN "image_position" SET NOT NULL;
  ALTER TABLE "pages_blocks_image_content" ALTER COLUMN "image_ratio" SET NOT NULL;
  ALTER TABLE "pages_blocks_image_content" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_alternated_content_rows" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_alternated_content_rows" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_alternated_content" ALTER COLUMN "start_with" SET NOT NULL;
  ALTER TABLE "pages_blocks_big_sentence" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "pages_blocks_big_sentence" ALTER COLUMN "reveal" SET NOT NULL;
  ALTER TABLE "pages_blocks_big_sentence" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "pages_blocks_quote" ALTER COLUMN "quote" SET NOT NULL;
  ALTER TABLE "pages_blocks_quote" ALTER COLUMN "author" SET NOT NULL;
  ALTER TABLE "pages_blocks_list_section_items" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_list_section_items" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "pages_blocks_list_section" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_list_section" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "pages_blocks_benefits_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_benefits_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "pages_blocks_benefits" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_benefits" ALTER COLUMN "media_style" SET NOT NULL;
  ALTER TABLE "pages_blocks_benefits" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "pages_blocks_credibility_logos" ALTER COLUMN "logo_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_credibility_figures" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "pages_blocks_credibility_figures" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_credibility_awards" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pages_blocks_credibility" ALTER COLUMN "logos_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_team_members" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pages_blocks_team_members" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "pages_blocks_team" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "pages_blocks_content_slider_slides" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_content_slider" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "pages_blocks_image_slider_slides" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_image_slider" ALTER COLUMN "image_shape" SET NOT NULL;
  ALTER TABLE "pages_blocks_fullscreen_slider_slides" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_fullscreen_slider_slides" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_fullscreen_slider" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_fullscreen_slider" ALTER COLUMN "height" SET NOT NULL;
  ALTER TABLE "pages_blocks_sticky_slider_steps" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_sticky_slider_steps" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_sticky_slider" ALTER COLUMN "media_position" SET NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid_items" ALTER COLUMN "image_on_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid_items" ALTER COLUMN "image_off_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid" ALTER COLUMN "switch_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid" ALTER COLUMN "on_text" SET NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid" ALTER COLUMN "off_text" SET NOT NULL;
  ALTER TABLE "pages_blocks_on_off_grid" ALTER COLUMN "start_with" SET NOT NULL;
  ALTER TABLE "pages_blocks_feature_focus_points" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_feature_focus" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_feature_focus" ALTER COLUMN "media_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_feature_focus" ALTER COLUMN "media_position" SET NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action_links" ALTER COLUMN "link_title" SET NOT NULL;
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_pre_footer" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_pre_footer" ALTER COLUMN "form_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_pre_footer" ALTER COLUMN "form_button_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_pre_footer" ALTER COLUMN "tone" SET NOT NULL;
  ALTER TABLE "pages_blocks_anchors_items" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_anchors_items" ALTER COLUMN "anchor_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_anchors" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_accordion_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_accordion_items" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "pages_blocks_accordion" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "pages_blocks_dropdown_options_rows" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_dropdown_options_rows" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "pages_blocks_dropdown_options" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_dropdown" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_dropdown" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "pages_blocks_focus_points_points" ALTER COLUMN "x" SET NOT NULL;
  ALTER TABLE "pages_blocks_focus_points_points" ALTER COLUMN "y" SET NOT NULL;
  ALTER TABLE "pages_blocks_focus_points_points" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_focus_points" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_focus_points" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "pages_blocks_annotated_background_labels" ALTER COLUMN "x" SET NOT NULL;
  ALTER TABLE "pages_blocks_annotated_background_labels" ALTER COLUMN "y" SET NOT NULL;
  ALTER TABLE "pages_blocks_annotated_background_labels" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_annotated_background_labels" ALTER COLUMN "side" SET NOT NULL;
  ALTER TABLE "pages_blocks_annotated_background" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "pages_blocks_posts" ALTER COLUMN "mode" SET NOT NULL;
  ALTER TABLE "pages_blocks_posts" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "pages_blocks_focus_post" ALTER COLUMN "link_label" SET NOT NULL;
  ALTER TABLE "pages_blocks_focus_post" ALTER COLUMN "image_position" SET NOT NULL;
  ALTER TABLE "pages_blocks_focus_post" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "posts_blocks_content" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "posts_blocks_simple_content" ALTER COLUMN "variant" SET NOT NULL;
  ALTER TABLE "posts_blocks_simple_content" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "posts_blocks_image_content_links" ALTER COLUMN "link_title" SET NOT NULL;
  ALTER TABLE "posts_blocks_image_content" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "posts_blocks_image_content" ALTER COLUMN "image_position" SET NOT NULL;
  ALTER TABLE "posts_blocks_image_content" ALTER COLUMN "image_ratio" SET NOT NULL;
  ALTER TABLE "posts_blocks_image_content" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "posts_blocks_big_sentence" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "posts_blocks_big_sentence" ALTER COLUMN "reveal" SET NOT NULL;
  ALTER TABLE "posts_blocks_big_sentence" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "posts_blocks_quote" ALTER COLUMN "quote" SET NOT NULL;
  ALTER TABLE "posts_blocks_quote" ALTER COLUMN "author" SET NOT NULL;
  ALTER TABLE "posts_blocks_list_section_items" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "posts_blocks_list_section_items" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "posts_blocks_list_section" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "posts_blocks_list_section" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "posts_blocks_benefits_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "posts_blocks_benefits_items" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "posts_blocks_benefits" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "posts_blocks_benefits" ALTER COLUMN "media_style" SET NOT NULL;
  ALTER TABLE "posts_blocks_benefits" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "posts_blocks_call_to_action_links" ALTER COLUMN "link_title" SET NOT NULL;
  ALTER TABLE "posts_blocks_call_to_action" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "posts_blocks_accordion_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "posts_blocks_accordion_items" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "posts_blocks_accordion" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "posts_blocks_dropdown_options_rows" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "posts_blocks_dropdown_options_rows" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "posts_blocks_dropdown_options" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "posts_blocks_dropdown" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "posts_blocks_dropdown" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "posts_blocks_focus_points_points" ALTER COLUMN "x" SET NOT NULL;
  ALTER TABLE "posts_blocks_focus_points_points" ALTER COLUMN "y" SET NOT NULL;
  ALTER TABLE "posts_blocks_focus_points_points" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "posts_blocks_focus_points" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "posts_blocks_focus_points" ALTER COLUMN "background" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "main_image_id" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "posts" DROP COLUMN "_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_cover_text_position";
  DROP TYPE "public"."enum__pages_v_blocks_cover_overlay";
  DROP TYPE "public"."enum__pages_v_blocks_cover_height";
  DROP TYPE "public"."enum__pages_v_blocks_content_width";
  DROP TYPE "public"."enum__pages_v_blocks_simple_content_variant";
  DROP TYPE "public"."enum__pages_v_blocks_image_content_image_position";
  DROP TYPE "public"."enum__pages_v_blocks_image_content_image_ratio";
  DROP TYPE "public"."enum__pages_v_blocks_alternated_content_start_with";
  DROP TYPE "public"."enum__pages_v_blocks_big_sentence_reveal";
  DROP TYPE "public"."enum__pages_v_blocks_big_sentence_background";
  DROP TYPE "public"."enum__pages_v_blocks_list_section_background";
  DROP TYPE "public"."enum__pages_v_blocks_benefits_media_style";
  DROP TYPE "public"."enum__pages_v_blocks_benefits_background";
  DROP TYPE "public"."enum__pages_v_blocks_team_background";
  DROP TYPE "public"."enum__pages_v_blocks_content_slider_background";
  DROP TYPE "public"."enum__pages_v_blocks_image_slider_image_shape";
  DROP TYPE "public"."enum__pages_v_blocks_fullscreen_slider_height";
  DROP TYPE "public"."enum__pages_v_blocks_sticky_slider_media_position";
  DROP TYPE "public"."enum___pages_v_blocks_on_off_grid_v_start_with";
  DROP TYPE "public"."enum__pages_v_blocks_feature_focus_media_position";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_tone";
  DROP TYPE "public"."enum__pages_v_blocks_pre_footer_tone";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_background";
  DROP TYPE "public"."enum__pages_v_blocks_dropdown_background";
  DROP TYPE "public"."enum__pages_v_blocks_focus_points_background";
  DROP TYPE "public"."enum__pages_v_blocks_annotated_background_labels_side";
  DROP TYPE "public"."enum__pages_v_blocks_posts_mode";
  DROP TYPE "public"."enum__pages_v_blocks_posts_background";
  DROP TYPE "public"."enum__pages_v_blocks_focus_post_image_position";
  DROP TYPE "public"."enum__pages_v_blocks_focus_post_background";
  DROP TYPE "public"."enum__pages_v_version_header_variant";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_blocks_content_width";
  DROP TYPE "public"."enum__posts_v_blocks_simple_content_variant";
  DROP TYPE "public"."enum__posts_v_blocks_image_content_image_position";
  DROP TYPE "public"."enum__posts_v_blocks_image_content_image_ratio";
  DROP TYPE "public"."enum__posts_v_blocks_big_sentence_reveal";
  DROP TYPE "public"."enum__posts_v_blocks_big_sentence_background";
  DROP TYPE "public"."enum__posts_v_blocks_list_section_background";
  DROP TYPE "public"."enum__posts_v_blocks_benefits_media_style";
  DROP TYPE "public"."enum__posts_v_blocks_benefits_background";
  DROP TYPE "public"."enum__posts_v_blocks_call_to_action_tone";
  DROP TYPE "public"."enum__posts_v_blocks_accordion_background";
  DROP TYPE "public"."enum__posts_v_blocks_dropdown_background";
  DROP TYPE "public"."enum__posts_v_blocks_focus_points_background";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
