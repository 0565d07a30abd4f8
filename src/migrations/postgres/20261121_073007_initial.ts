import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_cover_text_position" AS ENUM('bottom-left', 'centre', 'top-left', 'bottom-right');
  CREATE TYPE "public"."enum_pages_blocks_cover_overlay" AS ENUM('gradient', 'dark', 'light', 'none');
  CREATE TYPE "public"."enum_pages_blocks_cover_height" AS ENUM('medium', 'tall');
  CREATE TYPE "public"."enum_pages_blocks_content_width" AS ENUM('text', 'wide');
  CREATE TYPE "public"."enum_pages_blocks_simple_content_variant" AS ENUM('centred', 'two-columns', 'side-title');
  CREATE TYPE "public"."enum_pages_blocks_image_content_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_image_content_image_ratio" AS ENUM('portrait', 'landscape', 'square');
  CREATE TYPE "public"."enum_pages_blocks_alternated_content_start_with" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_big_sentence_reveal" AS ENUM('word', 'line', 'none');
  CREATE TYPE "public"."enum_pages_blocks_big_sentence_background" AS ENUM('paper', 'beige', 'ink');
  CREATE TYPE "public"."enum_pages_blocks_list_section_background" AS ENUM('paper', 'beige', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_benefits_media_style" AS ENUM('icon', 'image');
  CREATE TYPE "public"."enum_pages_blocks_benefits_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum_pages_blocks_team_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum_pages_blocks_content_slider_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum_pages_blocks_image_slider_image_shape" AS ENUM('landscape', 'portrait', 'square');
  CREATE TYPE "public"."enum_pages_blocks_fullscreen_slider_height" AS ENUM('full', 'large');
  CREATE TYPE "public"."enum_pages_blocks_sticky_slider_media_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_on_off_grid_start_with" AS ENUM('off', 'on');
  CREATE TYPE "public"."enum_pages_blocks_feature_focus_media_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_tone" AS ENUM('orange', 'dark', 'beige');
  CREATE TYPE "public"."enum_pages_blocks_pre_footer_tone" AS ENUM('orange', 'dark', 'beige');
  CREATE TYPE "public"."enum_pages_blocks_accordion_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum_pages_blocks_dropdown_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum_pages_blocks_focus_points_background" AS ENUM('paper', 'beige', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_annotated_background_labels_side" AS ENUM('auto', 'right', 'left', 'above', 'below');
  CREATE TYPE "public"."enum_pages_blocks_posts_mode" AS ENUM('latest', 'tag', 'selected');
  CREATE TYPE "public"."enum_pages_blocks_posts_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum_pages_blocks_focus_post_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_focus_post_background" AS ENUM('paper', 'beige', 'dark');
  CREATE TYPE "public"."enum_pages_header_variant" AS ENUM('default', 'white');
  CREATE TYPE "public"."enum_posts_blocks_content_width" AS ENUM('text', 'wide');
  CREATE TYPE "public"."enum_posts_blocks_simple_content_variant" AS ENUM('centred', 'two-columns', 'side-title');
  CREATE TYPE "public"."enum_posts_blocks_image_content_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_posts_blocks_image_content_image_ratio" AS ENUM('portrait', 'landscape', 'square');
  CREATE TYPE "public"."enum_posts_blocks_big_sentence_reveal" AS ENUM('word', 'line', 'none');
  CREATE TYPE "public"."enum_posts_blocks_big_sentence_background" AS ENUM('paper', 'beige', 'ink');
  CREATE TYPE "public"."enum_posts_blocks_list_section_background" AS ENUM('paper', 'beige', 'dark');
  CREATE TYPE "public"."enum_posts_blocks_benefits_media_style" AS ENUM('icon', 'image');
  CREATE TYPE "public"."enum_posts_blocks_benefits_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum_posts_blocks_call_to_action_tone" AS ENUM('orange', 'dark', 'beige');
  CREATE TYPE "public"."enum_posts_blocks_accordion_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum_posts_blocks_dropdown_background" AS ENUM('paper', 'beige');
  CREATE TYPE "public"."enum_posts_blocks_focus_points_background" AS ENUM('paper', 'beige', 'dark');
  CREATE TYPE "public"."enum_footer_social_network" AS ENUM('instagram', 'youtube', 'x', 'linkedin', 'facebook', 'tiktok');
  CREATE TABLE "pages_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_title" varchar NOT NULL,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"media_id" integer NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_title_cover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"image_id" integer,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_large_cover_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_title" varchar NOT NULL,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_large_cover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cover_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_title" varchar NOT NULL,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_cover" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer NOT NULL,
  	"text_position" "enum_pages_blocks_cover_text_position" DEFAULT 'bottom-left' NOT NULL,
  	"overlay" "enum_pages_blocks_cover_overlay" DEFAULT 'gradient' NOT NULL,
  	"height" "enum_pages_blocks_cover_height" DEFAULT 'medium' NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb NOT NULL,
  	"width" "enum_pages_blocks_content_width" DEFAULT 'text',
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_simple_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_blocks_simple_content_variant" DEFAULT 'centred' NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" jsonb NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_content_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_title" varchar NOT NULL,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_image_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar,
  	"image_position" "enum_pages_blocks_image_content_image_position" DEFAULT 'left' NOT NULL,
  	"image_ratio" "enum_pages_blocks_image_content_image_ratio" DEFAULT 'portrait' NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_alternated_content_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_alternated_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"start_with" "enum_pages_blocks_alternated_content_start_with" DEFAULT 'left' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_big_sentence" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"text" varchar NOT NULL,
  	"reveal" "enum_pages_blocks_big_sentence_reveal" DEFAULT 'word' NOT NULL,
  	"background" "enum_pages_blocks_big_sentence_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"role" varchar,
  	"photo_id" integer,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_list_section_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "pages_blocks_list_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"background" "enum_pages_blocks_list_section_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"media_style" "enum_pages_blocks_benefits_media_style" DEFAULT 'icon' NOT NULL,
  	"background" "enum_pages_blocks_benefits_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_credibility_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_blocks_credibility_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_credibility_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"year" numeric,
  	"detail" varchar
  );
  
  CREATE TABLE "pages_blocks_credibility" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"logos_label" varchar DEFAULT 'As featured in' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_team_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"photo_id" integer,
  	"name" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"bio" varchar
  );
  
  CREATE TABLE "pages_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"background" "enum_pages_blocks_team_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_content_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_content_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"loop" boolean DEFAULT false,
  	"background" "enum_pages_blocks_content_slider_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "pages_blocks_image_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"image_shape" "enum_pages_blocks_image_slider_image_shape" DEFAULT 'landscape' NOT NULL,
  	"loop" boolean DEFAULT false,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_fullscreen_slider_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_fullscreen_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Pebble highlights' NOT NULL,
  	"height" "enum_pages_blocks_fullscreen_slider_height" DEFAULT 'full' NOT NULL,
  	"loop" boolean DEFAULT false,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sticky_slider_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_sticky_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"media_position" "enum_pages_blocks_sticky_slider_media_position" DEFAULT 'left' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_on_off_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_on_id" integer NOT NULL,
  	"image_off_id" integer NOT NULL,
  	"caption" varchar
  );
  
  CREATE TABLE "pages_blocks_on_off_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"switch_label" varchar DEFAULT 'Lights' NOT NULL,
  	"on_text" varchar DEFAULT 'On' NOT NULL,
  	"off_text" varchar DEFAULT 'Off' NOT NULL,
  	"start_with" "enum_pages_blocks_on_off_grid_start_with" DEFAULT 'off' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_focus_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"image_id" integer,
  	"marker_x" numeric,
  	"marker_y" numeric
  );
  
  CREATE TABLE "pages_blocks_feature_focus" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"media_id" integer NOT NULL,
  	"media_position" "enum_pages_blocks_feature_focus_media_position" DEFAULT 'left' NOT NULL,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_title" varchar NOT NULL,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"tone" "enum_pages_blocks_call_to_action_tone" DEFAULT 'orange',
  	"image_id" integer,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_pre_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar DEFAULT 'Be first on the road.' NOT NULL,
  	"text" varchar DEFAULT 'Build updates, delivery dates and the occasional long-weekend route. A few e-mails a year.',
  	"form_label" varchar DEFAULT 'E-mail address' NOT NULL,
  	"form_button_label" varchar DEFAULT 'Keep me posted' NOT NULL,
  	"form_note" varchar DEFAULT 'No spam. Unsubscribe with one click, any time.',
  	"tone" "enum_pages_blocks_pre_footer_tone" DEFAULT 'orange' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_anchors_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"anchor_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_anchors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'On this page' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"single_open" boolean DEFAULT false,
  	"open_first" boolean DEFAULT false,
  	"background" "enum_pages_blocks_accordion_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_dropdown_options_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_dropdown_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"text" jsonb
  );
  
  CREATE TABLE "pages_blocks_dropdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"label" varchar DEFAULT 'Choose an option' NOT NULL,
  	"background" "enum_pages_blocks_dropdown_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_focus_points_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"x" numeric NOT NULL,
  	"y" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_focus_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"image_id" integer NOT NULL,
  	"background" "enum_pages_blocks_focus_points_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_annotated_background_labels" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"x" numeric NOT NULL,
  	"y" numeric NOT NULL,
  	"label" varchar NOT NULL,
  	"text" varchar,
  	"side" "enum_pages_blocks_annotated_background_labels_side" DEFAULT 'auto' NOT NULL
  );
  
  CREATE TABLE "pages_blocks_annotated_background" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"image_id" integer NOT NULL,
  	"caption" varchar,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"mode" "enum_pages_blocks_posts_mode" DEFAULT 'latest' NOT NULL,
  	"tag_id" integer,
  	"limit" numeric DEFAULT 3,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"background" "enum_pages_blocks_posts_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_focus_post" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"post_id" integer,
  	"eyebrow" varchar DEFAULT 'Featured story',
  	"link_label" varchar DEFAULT 'Read the story' NOT NULL,
  	"image_position" "enum_pages_blocks_focus_post_image_position" DEFAULT 'left' NOT NULL,
  	"background" "enum_pages_blocks_focus_post_background" DEFAULT 'beige' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"header_variant" "enum_pages_header_variant" DEFAULT 'default',
  	"open_in_popup" boolean DEFAULT false,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer
  );
  
  CREATE TABLE "posts_blocks_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" jsonb NOT NULL,
  	"width" "enum_posts_blocks_content_width" DEFAULT 'text',
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_simple_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_posts_blocks_simple_content_variant" DEFAULT 'centred' NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" jsonb NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_image_content_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_title" varchar NOT NULL,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "posts_blocks_image_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar,
  	"image_position" "enum_posts_blocks_image_content_image_position" DEFAULT 'left' NOT NULL,
  	"image_ratio" "enum_posts_blocks_image_content_image_ratio" DEFAULT 'portrait' NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"text" jsonb,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_big_sentence" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"text" varchar NOT NULL,
  	"reveal" "enum_posts_blocks_big_sentence_reveal" DEFAULT 'word' NOT NULL,
  	"background" "enum_posts_blocks_big_sentence_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"role" varchar,
  	"photo_id" integer,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_list_section_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "posts_blocks_list_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"link_title" varchar,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar,
  	"background" "enum_posts_blocks_list_section_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"media_style" "enum_posts_blocks_benefits_media_style" DEFAULT 'icon' NOT NULL,
  	"background" "enum_posts_blocks_benefits_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_call_to_action_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_title" varchar NOT NULL,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "posts_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"tone" "enum_posts_blocks_call_to_action_tone" DEFAULT 'orange',
  	"image_id" integer,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL
  );
  
  CREATE TABLE "posts_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"single_open" boolean DEFAULT false,
  	"open_first" boolean DEFAULT false,
  	"background" "enum_posts_blocks_accordion_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_dropdown_options_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "posts_blocks_dropdown_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"text" jsonb
  );
  
  CREATE TABLE "posts_blocks_dropdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"label" varchar DEFAULT 'Choose an option' NOT NULL,
  	"background" "enum_posts_blocks_dropdown_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts_blocks_focus_points_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"x" numeric NOT NULL,
  	"y" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "posts_blocks_focus_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"image_id" integer NOT NULL,
  	"background" "enum_posts_blocks_focus_points_background" DEFAULT 'paper' NOT NULL,
  	"anchor_id" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"author_id" integer,
  	"main_image_id" integer NOT NULL,
  	"excerpt" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alternative_text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "authors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"source" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"media_id" integer,
  	"authors_id" integer,
  	"tags_id" integer,
  	"users_id" integer,
  	"subscribers_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_title" varchar NOT NULL,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_title" varchar NOT NULL,
  	"cta_page_id" integer,
  	"cta_post_id" integer,
  	"cta_media_id" integer,
  	"cta_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_title" varchar NOT NULL,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "footer_bottom_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_title" varchar NOT NULL,
  	"link_page_id" integer,
  	"link_post_id" integer,
  	"link_media_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "footer_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_footer_social_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Take the long way home.' NOT NULL,
  	"newsletter_title" varchar DEFAULT 'Road notes, once a month',
  	"legal" varchar DEFAULT '© Pebble Mobility, Inc.',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email_sharing_text" varchar DEFAULT 'I thought you would like this from Pebble:',
  	"analytics_ga4" varchar,
  	"analytics_gtm" varchar,
  	"analytics_meta_pixel" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_hero_links" ADD CONSTRAINT "pages_blocks_hero_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_links" ADD CONSTRAINT "pages_blocks_hero_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_links" ADD CONSTRAINT "pages_blocks_hero_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_links" ADD CONSTRAINT "pages_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_title_cover" ADD CONSTRAINT "pages_blocks_title_cover_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_title_cover" ADD CONSTRAINT "pages_blocks_title_cover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_cover_links" ADD CONSTRAINT "pages_blocks_large_cover_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_cover_links" ADD CONSTRAINT "pages_blocks_large_cover_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_cover_links" ADD CONSTRAINT "pages_blocks_large_cover_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_cover_links" ADD CONSTRAINT "pages_blocks_large_cover_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_large_cover"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_cover" ADD CONSTRAINT "pages_blocks_large_cover_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_cover" ADD CONSTRAINT "pages_blocks_large_cover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cover_links" ADD CONSTRAINT "pages_blocks_cover_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cover_links" ADD CONSTRAINT "pages_blocks_cover_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cover_links" ADD CONSTRAINT "pages_blocks_cover_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cover_links" ADD CONSTRAINT "pages_blocks_cover_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cover"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cover" ADD CONSTRAINT "pages_blocks_cover_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cover" ADD CONSTRAINT "pages_blocks_cover_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content" ADD CONSTRAINT "pages_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_simple_content" ADD CONSTRAINT "pages_blocks_simple_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_content_links" ADD CONSTRAINT "pages_blocks_image_content_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_content_links" ADD CONSTRAINT "pages_blocks_image_content_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_content_links" ADD CONSTRAINT "pages_blocks_image_content_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_content_links" ADD CONSTRAINT "pages_blocks_image_content_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_content" ADD CONSTRAINT "pages_blocks_image_content_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_content" ADD CONSTRAINT "pages_blocks_image_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_alternated_content_rows" ADD CONSTRAINT "pages_blocks_alternated_content_rows_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_alternated_content_rows" ADD CONSTRAINT "pages_blocks_alternated_content_rows_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_alternated_content_rows" ADD CONSTRAINT "pages_blocks_alternated_content_rows_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_alternated_content_rows" ADD CONSTRAINT "pages_blocks_alternated_content_rows_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_alternated_content_rows" ADD CONSTRAINT "pages_blocks_alternated_content_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_alternated_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_alternated_content" ADD CONSTRAINT "pages_blocks_alternated_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_big_sentence" ADD CONSTRAINT "pages_blocks_big_sentence_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_list_section_items" ADD CONSTRAINT "pages_blocks_list_section_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_list_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_list_section" ADD CONSTRAINT "pages_blocks_list_section_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_list_section" ADD CONSTRAINT "pages_blocks_list_section_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_list_section" ADD CONSTRAINT "pages_blocks_list_section_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_list_section" ADD CONSTRAINT "pages_blocks_list_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_benefits_items" ADD CONSTRAINT "pages_blocks_benefits_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_benefits_items" ADD CONSTRAINT "pages_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_benefits" ADD CONSTRAINT "pages_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_credibility_logos" ADD CONSTRAINT "pages_blocks_credibility_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_credibility_logos" ADD CONSTRAINT "pages_blocks_credibility_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_credibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_credibility_figures" ADD CONSTRAINT "pages_blocks_credibility_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_credibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_credibility_awards" ADD CONSTRAINT "pages_blocks_credibility_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_credibility"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_credibility" ADD CONSTRAINT "pages_blocks_credibility_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_members" ADD CONSTRAINT "pages_blocks_team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_members" ADD CONSTRAINT "pages_blocks_team_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team" ADD CONSTRAINT "pages_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider_slides" ADD CONSTRAINT "pages_blocks_content_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_content_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_content_slider" ADD CONSTRAINT "pages_blocks_content_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slider_slides" ADD CONSTRAINT "pages_blocks_image_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slider_slides" ADD CONSTRAINT "pages_blocks_image_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slider" ADD CONSTRAINT "pages_blocks_image_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_fullscreen_slider_slides" ADD CONSTRAINT "pages_blocks_fullscreen_slider_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_fullscreen_slider_slides" ADD CONSTRAINT "pages_blocks_fullscreen_slider_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_fullscreen_slider_slides" ADD CONSTRAINT "pages_blocks_fullscreen_slider_slides_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_fullscreen_slider_slides" ADD CONSTRAINT "pages_blocks_fullscreen_slider_slides_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_fullscreen_slider_slides" ADD CONSTRAINT "pages_blocks_fullscreen_slider_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_fullscreen_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_fullscreen_slider" ADD CONSTRAINT "pages_blocks_fullscreen_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sticky_slider_steps" ADD CONSTRAINT "pages_blocks_sticky_slider_steps_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_sticky_slider_steps" ADD CONSTRAINT "pages_blocks_sticky_slider_steps_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_sticky_slider_steps" ADD CONSTRAINT "pages_blocks_sticky_slider_steps_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_sticky_slider_steps" ADD CONSTRAINT "pages_blocks_sticky_slider_steps_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_sticky_slider_steps" ADD CONSTRAINT "pages_blocks_sticky_slider_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sticky_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sticky_slider" ADD CONSTRAINT "pages_blocks_sticky_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_on_off_grid_items" ADD CONSTRAINT "pages_blocks_on_off_grid_items_image_on_id_media_id_fk" FOREIGN KEY ("image_on_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_on_off_grid_items" ADD CONSTRAINT "pages_blocks_on_off_grid_items_image_off_id_media_id_fk" FOREIGN KEY ("image_off_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_on_off_grid_items" ADD CONSTRAINT "pages_blocks_on_off_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_on_off_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_on_off_grid" ADD CONSTRAINT "pages_blocks_on_off_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_focus_points" ADD CONSTRAINT "pages_blocks_feature_focus_points_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_focus_points" ADD CONSTRAINT "pages_blocks_feature_focus_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_focus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_focus" ADD CONSTRAINT "pages_blocks_feature_focus_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_focus" ADD CONSTRAINT "pages_blocks_feature_focus_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_focus" ADD CONSTRAINT "pages_blocks_feature_focus_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_focus" ADD CONSTRAINT "pages_blocks_feature_focus_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_focus" ADD CONSTRAINT "pages_blocks_feature_focus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_links" ADD CONSTRAINT "pages_blocks_call_to_action_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_links" ADD CONSTRAINT "pages_blocks_call_to_action_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_links" ADD CONSTRAINT "pages_blocks_call_to_action_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_links" ADD CONSTRAINT "pages_blocks_call_to_action_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pre_footer" ADD CONSTRAINT "pages_blocks_pre_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_anchors_items" ADD CONSTRAINT "pages_blocks_anchors_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_anchors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_anchors" ADD CONSTRAINT "pages_blocks_anchors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dropdown_options_rows" ADD CONSTRAINT "pages_blocks_dropdown_options_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_dropdown_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dropdown_options" ADD CONSTRAINT "pages_blocks_dropdown_options_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_dropdown_options" ADD CONSTRAINT "pages_blocks_dropdown_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_dropdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_dropdown" ADD CONSTRAINT "pages_blocks_dropdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_focus_points_points" ADD CONSTRAINT "pages_blocks_focus_points_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_focus_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_focus_points" ADD CONSTRAINT "pages_blocks_focus_points_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_focus_points" ADD CONSTRAINT "pages_blocks_focus_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_annotated_background_labels" ADD CONSTRAINT "pages_blocks_annotated_background_labels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_annotated_background"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_annotated_background" ADD CONSTRAINT "pages_blocks_annotated_background_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_annotated_background" ADD CONSTRAINT "pages_blocks_annotated_background_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_posts" ADD CONSTRAINT "pages_blocks_posts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_posts" ADD CONSTRAINT "pages_blocks_posts_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_posts" ADD CONSTRAINT "pages_blocks_posts_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_posts" ADD CONSTRAINT "pages_blocks_posts_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_posts" ADD CONSTRAINT "pages_blocks_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_focus_post" ADD CONSTRAINT "pages_blocks_focus_post_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_focus_post" ADD CONSTRAINT "pages_blocks_focus_post_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_content" ADD CONSTRAINT "posts_blocks_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_simple_content" ADD CONSTRAINT "posts_blocks_simple_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_image_content_links" ADD CONSTRAINT "posts_blocks_image_content_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_image_content_links" ADD CONSTRAINT "posts_blocks_image_content_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_image_content_links" ADD CONSTRAINT "posts_blocks_image_content_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_image_content_links" ADD CONSTRAINT "posts_blocks_image_content_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_image_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_image_content" ADD CONSTRAINT "posts_blocks_image_content_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_image_content" ADD CONSTRAINT "posts_blocks_image_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_big_sentence" ADD CONSTRAINT "posts_blocks_big_sentence_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_quote" ADD CONSTRAINT "posts_blocks_quote_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_quote" ADD CONSTRAINT "posts_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_list_section_items" ADD CONSTRAINT "posts_blocks_list_section_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_list_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_list_section" ADD CONSTRAINT "posts_blocks_list_section_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_list_section" ADD CONSTRAINT "posts_blocks_list_section_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_list_section" ADD CONSTRAINT "posts_blocks_list_section_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_list_section" ADD CONSTRAINT "posts_blocks_list_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_benefits_items" ADD CONSTRAINT "posts_blocks_benefits_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_benefits_items" ADD CONSTRAINT "posts_blocks_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_benefits" ADD CONSTRAINT "posts_blocks_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_call_to_action_links" ADD CONSTRAINT "posts_blocks_call_to_action_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_call_to_action_links" ADD CONSTRAINT "posts_blocks_call_to_action_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_call_to_action_links" ADD CONSTRAINT "posts_blocks_call_to_action_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_call_to_action_links" ADD CONSTRAINT "posts_blocks_call_to_action_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_call_to_action" ADD CONSTRAINT "posts_blocks_call_to_action_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_call_to_action" ADD CONSTRAINT "posts_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_accordion_items" ADD CONSTRAINT "posts_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_accordion" ADD CONSTRAINT "posts_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_dropdown_options_rows" ADD CONSTRAINT "posts_blocks_dropdown_options_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_dropdown_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_dropdown_options" ADD CONSTRAINT "posts_blocks_dropdown_options_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_dropdown_options" ADD CONSTRAINT "posts_blocks_dropdown_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_dropdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_dropdown" ADD CONSTRAINT "posts_blocks_dropdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_focus_points_points" ADD CONSTRAINT "posts_blocks_focus_points_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts_blocks_focus_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_blocks_focus_points" ADD CONSTRAINT "posts_blocks_focus_points_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_blocks_focus_points" ADD CONSTRAINT "posts_blocks_focus_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_main_image_id_media_id_fk" FOREIGN KEY ("main_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "authors" ADD CONSTRAINT "authors_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_links" ADD CONSTRAINT "header_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_links" ADD CONSTRAINT "header_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_links" ADD CONSTRAINT "header_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_links" ADD CONSTRAINT "header_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_cta_post_id_posts_id_fk" FOREIGN KEY ("cta_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_cta_media_id_media_id_fk" FOREIGN KEY ("cta_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_bottom_links" ADD CONSTRAINT "footer_bottom_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_bottom_links" ADD CONSTRAINT "footer_bottom_links_link_post_id_posts_id_fk" FOREIGN KEY ("link_post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_bottom_links" ADD CONSTRAINT "footer_bottom_links_link_media_id_media_id_fk" FOREIGN KEY ("link_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_bottom_links" ADD CONSTRAINT "footer_bottom_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_social" ADD CONSTRAINT "footer_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_links_order_idx" ON "pages_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_links_parent_id_idx" ON "pages_blocks_hero_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_links_link_link_page_idx" ON "pages_blocks_hero_links" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_hero_links_link_link_post_idx" ON "pages_blocks_hero_links" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_hero_links_link_link_media_idx" ON "pages_blocks_hero_links" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_media_idx" ON "pages_blocks_hero" USING btree ("media_id");
  CREATE INDEX "pages_blocks_title_cover_order_idx" ON "pages_blocks_title_cover" USING btree ("_order");
  CREATE INDEX "pages_blocks_title_cover_parent_id_idx" ON "pages_blocks_title_cover" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_title_cover_path_idx" ON "pages_blocks_title_cover" USING btree ("_path");
  CREATE INDEX "pages_blocks_title_cover_image_idx" ON "pages_blocks_title_cover" USING btree ("image_id");
  CREATE INDEX "pages_blocks_large_cover_links_order_idx" ON "pages_blocks_large_cover_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_large_cover_links_parent_id_idx" ON "pages_blocks_large_cover_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_large_cover_links_link_link_page_idx" ON "pages_blocks_large_cover_links" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_large_cover_links_link_link_post_idx" ON "pages_blocks_large_cover_links" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_large_cover_links_link_link_media_idx" ON "pages_blocks_large_cover_links" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_large_cover_order_idx" ON "pages_blocks_large_cover" USING btree ("_order");
  CREATE INDEX "pages_blocks_large_cover_parent_id_idx" ON "pages_blocks_large_cover" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_large_cover_path_idx" ON "pages_blocks_large_cover" USING btree ("_path");
  CREATE INDEX "pages_blocks_large_cover_media_idx" ON "pages_blocks_large_cover" USING btree ("media_id");
  CREATE INDEX "pages_blocks_cover_links_order_idx" ON "pages_blocks_cover_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_cover_links_parent_id_idx" ON "pages_blocks_cover_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cover_links_link_link_page_idx" ON "pages_blocks_cover_links" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_cover_links_link_link_post_idx" ON "pages_blocks_cover_links" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_cover_links_link_link_media_idx" ON "pages_blocks_cover_links" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_cover_order_idx" ON "pages_blocks_cover" USING btree ("_order");
  CREATE INDEX "pages_blocks_cover_parent_id_idx" ON "pages_blocks_cover" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cover_path_idx" ON "pages_blocks_cover" USING btree ("_path");
  CREATE INDEX "pages_blocks_cover_media_idx" ON "pages_blocks_cover" USING btree ("media_id");
  CREATE INDEX "pages_blocks_content_order_idx" ON "pages_blocks_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_parent_id_idx" ON "pages_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_path_idx" ON "pages_blocks_content" USING btree ("_path");
  CREATE INDEX "pages_blocks_simple_content_order_idx" ON "pages_blocks_simple_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_simple_content_parent_id_idx" ON "pages_blocks_simple_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_simple_content_path_idx" ON "pages_blocks_simple_content" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_content_links_order_idx" ON "pages_blocks_image_content_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_content_links_parent_id_idx" ON "pages_blocks_image_content_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_content_links_link_link_page_idx" ON "pages_blocks_image_content_links" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_image_content_links_link_link_post_idx" ON "pages_blocks_image_content_links" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_image_content_links_link_link_media_idx" ON "pages_blocks_image_content_links" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_image_content_order_idx" ON "pages_blocks_image_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_content_parent_id_idx" ON "pages_blocks_image_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_content_path_idx" ON "pages_blocks_image_content" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_content_image_idx" ON "pages_blocks_image_content" USING btree ("image_id");
  CREATE INDEX "pages_blocks_alternated_content_rows_order_idx" ON "pages_blocks_alternated_content_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_alternated_content_rows_parent_id_idx" ON "pages_blocks_alternated_content_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_alternated_content_rows_image_idx" ON "pages_blocks_alternated_content_rows" USING btree ("image_id");
  CREATE INDEX "pages_blocks_alternated_content_rows_link_link_page_idx" ON "pages_blocks_alternated_content_rows" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_alternated_content_rows_link_link_post_idx" ON "pages_blocks_alternated_content_rows" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_alternated_content_rows_link_link_media_idx" ON "pages_blocks_alternated_content_rows" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_alternated_content_order_idx" ON "pages_blocks_alternated_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_alternated_content_parent_id_idx" ON "pages_blocks_alternated_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_alternated_content_path_idx" ON "pages_blocks_alternated_content" USING btree ("_path");
  CREATE INDEX "pages_blocks_big_sentence_order_idx" ON "pages_blocks_big_sentence" USING btree ("_order");
  CREATE INDEX "pages_blocks_big_sentence_parent_id_idx" ON "pages_blocks_big_sentence" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_big_sentence_path_idx" ON "pages_blocks_big_sentence" USING btree ("_path");
  CREATE INDEX "pages_blocks_quote_order_idx" ON "pages_blocks_quote" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_parent_id_idx" ON "pages_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_path_idx" ON "pages_blocks_quote" USING btree ("_path");
  CREATE INDEX "pages_blocks_quote_photo_idx" ON "pages_blocks_quote" USING btree ("photo_id");
  CREATE INDEX "pages_blocks_list_section_items_order_idx" ON "pages_blocks_list_section_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_list_section_items_parent_id_idx" ON "pages_blocks_list_section_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_list_section_order_idx" ON "pages_blocks_list_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_list_section_parent_id_idx" ON "pages_blocks_list_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_list_section_path_idx" ON "pages_blocks_list_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_list_section_link_link_page_idx" ON "pages_blocks_list_section" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_list_section_link_link_post_idx" ON "pages_blocks_list_section" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_list_section_link_link_media_idx" ON "pages_blocks_list_section" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_benefits_items_order_idx" ON "pages_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_benefits_items_parent_id_idx" ON "pages_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_benefits_items_media_idx" ON "pages_blocks_benefits_items" USING btree ("media_id");
  CREATE INDEX "pages_blocks_benefits_order_idx" ON "pages_blocks_benefits" USING btree ("_order");
  CREATE INDEX "pages_blocks_benefits_parent_id_idx" ON "pages_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_benefits_path_idx" ON "pages_blocks_benefits" USING btree ("_path");
  CREATE INDEX "pages_blocks_credibility_logos_order_idx" ON "pages_blocks_credibility_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_credibility_logos_parent_id_idx" ON "pages_blocks_credibility_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_credibility_logos_logo_idx" ON "pages_blocks_credibility_logos" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_credibility_figures_order_idx" ON "pages_blocks_credibility_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_credibility_figures_parent_id_idx" ON "pages_blocks_credibility_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_credibility_awards_order_idx" ON "pages_blocks_credibility_awards" USING btree ("_order");
  CREATE INDEX "pages_blocks_credibility_awards_parent_id_idx" ON "pages_blocks_credibility_awards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_credibility_order_idx" ON "pages_blocks_credibility" USING btree ("_order");
  CREATE INDEX "pages_blocks_credibility_parent_id_idx" ON "pages_blocks_credibility" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_credibility_path_idx" ON "pages_blocks_credibility" USING btree ("_path");
  CREATE INDEX "pages_blocks_team_members_order_idx" ON "pages_blocks_team_members" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_members_parent_id_idx" ON "pages_blocks_team_members" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_team_members_photo_idx" ON "pages_blocks_team_members" USING btree ("photo_id");
  CREATE INDEX "pages_blocks_team_order_idx" ON "pages_blocks_team" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_parent_id_idx" ON "pages_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_team_path_idx" ON "pages_blocks_team" USING btree ("_path");
  CREATE INDEX "pages_blocks_content_slider_slides_order_idx" ON "pages_blocks_content_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_slider_slides_parent_id_idx" ON "pages_blocks_content_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_slider_slides_image_idx" ON "pages_blocks_content_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_content_slider_slides_link_link_page_idx" ON "pages_blocks_content_slider_slides" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_content_slider_slides_link_link_post_idx" ON "pages_blocks_content_slider_slides" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_content_slider_slides_link_link_media_idx" ON "pages_blocks_content_slider_slides" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_content_slider_order_idx" ON "pages_blocks_content_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_content_slider_parent_id_idx" ON "pages_blocks_content_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_content_slider_path_idx" ON "pages_blocks_content_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_slider_slides_order_idx" ON "pages_blocks_image_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_slider_slides_parent_id_idx" ON "pages_blocks_image_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_slider_slides_image_idx" ON "pages_blocks_image_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_image_slider_order_idx" ON "pages_blocks_image_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_slider_parent_id_idx" ON "pages_blocks_image_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_slider_path_idx" ON "pages_blocks_image_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_fullscreen_slider_slides_order_idx" ON "pages_blocks_fullscreen_slider_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_fullscreen_slider_slides_parent_id_idx" ON "pages_blocks_fullscreen_slider_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_fullscreen_slider_slides_image_idx" ON "pages_blocks_fullscreen_slider_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_fullscreen_slider_slides_link_link_page_idx" ON "pages_blocks_fullscreen_slider_slides" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_fullscreen_slider_slides_link_link_post_idx" ON "pages_blocks_fullscreen_slider_slides" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_fullscreen_slider_slides_link_link_media_idx" ON "pages_blocks_fullscreen_slider_slides" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_fullscreen_slider_order_idx" ON "pages_blocks_fullscreen_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_fullscreen_slider_parent_id_idx" ON "pages_blocks_fullscreen_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_fullscreen_slider_path_idx" ON "pages_blocks_fullscreen_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_sticky_slider_steps_order_idx" ON "pages_blocks_sticky_slider_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_sticky_slider_steps_parent_id_idx" ON "pages_blocks_sticky_slider_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sticky_slider_steps_image_idx" ON "pages_blocks_sticky_slider_steps" USING btree ("image_id");
  CREATE INDEX "pages_blocks_sticky_slider_steps_link_link_page_idx" ON "pages_blocks_sticky_slider_steps" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_sticky_slider_steps_link_link_post_idx" ON "pages_blocks_sticky_slider_steps" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_sticky_slider_steps_link_link_media_idx" ON "pages_blocks_sticky_slider_steps" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_sticky_slider_order_idx" ON "pages_blocks_sticky_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_sticky_slider_parent_id_idx" ON "pages_blocks_sticky_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sticky_slider_path_idx" ON "pages_blocks_sticky_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_on_off_grid_items_order_idx" ON "pages_blocks_on_off_grid_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_on_off_grid_items_parent_id_idx" ON "pages_blocks_on_off_grid_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_on_off_grid_items_image_on_idx" ON "pages_blocks_on_off_grid_items" USING btree ("image_on_id");
  CREATE INDEX "pages_blocks_on_off_grid_items_image_off_idx" ON "pages_blocks_on_off_grid_items" USING btree ("image_off_id");
  CREATE INDEX "pages_blocks_on_off_grid_order_idx" ON "pages_blocks_on_off_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_on_off_grid_parent_id_idx" ON "pages_blocks_on_off_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_on_off_grid_path_idx" ON "pages_blocks_on_off_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_feature_focus_points_order_idx" ON "pages_blocks_feature_focus_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_focus_points_parent_id_idx" ON "pages_blocks_feature_focus_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_focus_points_image_idx" ON "pages_blocks_feature_focus_points" USING btree ("image_id");
  CREATE INDEX "pages_blocks_feature_focus_order_idx" ON "pages_blocks_feature_focus" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_focus_parent_id_idx" ON "pages_blocks_feature_focus" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_focus_path_idx" ON "pages_blocks_feature_focus" USING btree ("_path");
  CREATE INDEX "pages_blocks_feature_focus_media_idx" ON "pages_blocks_feature_focus" USING btree ("media_id");
  CREATE INDEX "pages_blocks_feature_focus_link_link_page_idx" ON "pages_blocks_feature_focus" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_feature_focus_link_link_post_idx" ON "pages_blocks_feature_focus" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_feature_focus_link_link_media_idx" ON "pages_blocks_feature_focus" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_call_to_action_links_order_idx" ON "pages_blocks_call_to_action_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_links_parent_id_idx" ON "pages_blocks_call_to_action_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_links_link_link_page_idx" ON "pages_blocks_call_to_action_links" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_call_to_action_links_link_link_post_idx" ON "pages_blocks_call_to_action_links" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_call_to_action_links_link_link_media_idx" ON "pages_blocks_call_to_action_links" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_image_idx" ON "pages_blocks_call_to_action" USING btree ("image_id");
  CREATE INDEX "pages_blocks_pre_footer_order_idx" ON "pages_blocks_pre_footer" USING btree ("_order");
  CREATE INDEX "pages_blocks_pre_footer_parent_id_idx" ON "pages_blocks_pre_footer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pre_footer_path_idx" ON "pages_blocks_pre_footer" USING btree ("_path");
  CREATE INDEX "pages_blocks_anchors_items_order_idx" ON "pages_blocks_anchors_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_anchors_items_parent_id_idx" ON "pages_blocks_anchors_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_anchors_order_idx" ON "pages_blocks_anchors" USING btree ("_order");
  CREATE INDEX "pages_blocks_anchors_parent_id_idx" ON "pages_blocks_anchors" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_anchors_path_idx" ON "pages_blocks_anchors" USING btree ("_path");
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_dropdown_options_rows_order_idx" ON "pages_blocks_dropdown_options_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_dropdown_options_rows_parent_id_idx" ON "pages_blocks_dropdown_options_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dropdown_options_order_idx" ON "pages_blocks_dropdown_options" USING btree ("_order");
  CREATE INDEX "pages_blocks_dropdown_options_parent_id_idx" ON "pages_blocks_dropdown_options" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dropdown_options_image_idx" ON "pages_blocks_dropdown_options" USING btree ("image_id");
  CREATE INDEX "pages_blocks_dropdown_order_idx" ON "pages_blocks_dropdown" USING btree ("_order");
  CREATE INDEX "pages_blocks_dropdown_parent_id_idx" ON "pages_blocks_dropdown" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dropdown_path_idx" ON "pages_blocks_dropdown" USING btree ("_path");
  CREATE INDEX "pages_blocks_focus_points_points_order_idx" ON "pages_blocks_focus_points_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_focus_points_points_parent_id_idx" ON "pages_blocks_focus_points_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_focus_points_order_idx" ON "pages_blocks_focus_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_focus_points_parent_id_idx" ON "pages_blocks_focus_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_focus_points_path_idx" ON "pages_blocks_focus_points" USING btree ("_path");
  CREATE INDEX "pages_blocks_focus_points_image_idx" ON "pages_blocks_focus_points" USING btree ("image_id");
  CREATE INDEX "pages_blocks_annotated_background_labels_order_idx" ON "pages_blocks_annotated_background_labels" USING btree ("_order");
  CREATE INDEX "pages_blocks_annotated_background_labels_parent_id_idx" ON "pages_blocks_annotated_background_labels" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_annotated_background_order_idx" ON "pages_blocks_annotated_background" USING btree ("_order");
  CREATE INDEX "pages_blocks_annotated_background_parent_id_idx" ON "pages_blocks_annotated_background" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_annotated_background_path_idx" ON "pages_blocks_annotated_background" USING btree ("_path");
  CREATE INDEX "pages_blocks_annotated_background_image_idx" ON "pages_blocks_annotated_background" USING btree ("image_id");
  CREATE INDEX "pages_blocks_posts_order_idx" ON "pages_blocks_posts" USING btree ("_order");
  CREATE INDEX "pages_blocks_posts_parent_id_idx" ON "pages_blocks_posts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_posts_path_idx" ON "pages_blocks_posts" USING btree ("_path");
  CREATE INDEX "pages_blocks_posts_tag_idx" ON "pages_blocks_posts" USING btree ("tag_id");
  CREATE INDEX "pages_blocks_posts_link_link_page_idx" ON "pages_blocks_posts" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_posts_link_link_post_idx" ON "pages_blocks_posts" USING btree ("link_post_id");
  CREATE INDEX "pages_blocks_posts_link_link_media_idx" ON "pages_blocks_posts" USING btree ("link_media_id");
  CREATE INDEX "pages_blocks_focus_post_order_idx" ON "pages_blocks_focus_post" USING btree ("_order");
  CREATE INDEX "pages_blocks_focus_post_parent_id_idx" ON "pages_blocks_focus_post" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_focus_post_path_idx" ON "pages_blocks_focus_post" USING btree ("_path");
  CREATE INDEX "pages_blocks_focus_post_post_idx" ON "pages_blocks_focus_post" USING btree ("post_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_posts_id_idx" ON "pages_rels" USING btree ("posts_id");
  CREATE INDEX "posts_blocks_content_order_idx" ON "posts_blocks_content" USING btree ("_order");
  CREATE INDEX "posts_blocks_content_parent_id_idx" ON "posts_blocks_content" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_content_path_idx" ON "posts_blocks_content" USING btree ("_path");
  CREATE INDEX "posts_blocks_simple_content_order_idx" ON "posts_blocks_simple_content" USING btree ("_order");
  CREATE INDEX "posts_blocks_simple_content_parent_id_idx" ON "posts_blocks_simple_content" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_simple_content_path_idx" ON "posts_blocks_simple_content" USING btree ("_path");
  CREATE INDEX "posts_blocks_image_content_links_order_idx" ON "posts_blocks_image_content_links" USING btree ("_order");
  CREATE INDEX "posts_blocks_image_content_links_parent_id_idx" ON "posts_blocks_image_content_links" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_image_content_links_link_link_page_idx" ON "posts_blocks_image_content_links" USING btree ("link_page_id");
  CREATE INDEX "posts_blocks_image_content_links_link_link_post_idx" ON "posts_blocks_image_content_links" USING btree ("link_post_id");
  CREATE INDEX "posts_blocks_image_content_links_link_link_media_idx" ON "posts_blocks_image_content_links" USING btree ("link_media_id");
  CREATE INDEX "posts_blocks_image_content_order_idx" ON "posts_blocks_image_content" USING btree ("_order");
  CREATE INDEX "posts_blocks_image_content_parent_id_idx" ON "posts_blocks_image_content" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_image_content_path_idx" ON "posts_blocks_image_content" USING btree ("_path");
  CREATE INDEX "posts_blocks_image_content_image_idx" ON "posts_blocks_image_content" USING btree ("image_id");
  CREATE INDEX "posts_blocks_big_sentence_order_idx" ON "posts_blocks_big_sentence" USING btree ("_order");
  CREATE INDEX "posts_blocks_big_sentence_parent_id_idx" ON "posts_blocks_big_sentence" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_big_sentence_path_idx" ON "posts_blocks_big_sentence" USING btree ("_path");
  CREATE INDEX "posts_blocks_quote_order_idx" ON "posts_blocks_quote" USING btree ("_order");
  CREATE INDEX "posts_blocks_quote_parent_id_idx" ON "posts_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_quote_path_idx" ON "posts_blocks_quote" USING btree ("_path");
  CREATE INDEX "posts_blocks_quote_photo_idx" ON "posts_blocks_quote" USING btree ("photo_id");
  CREATE INDEX "posts_blocks_list_section_items_order_idx" ON "posts_blocks_list_section_items" USING btree ("_order");
  CREATE INDEX "posts_blocks_list_section_items_parent_id_idx" ON "posts_blocks_list_section_items" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_list_section_order_idx" ON "posts_blocks_list_section" USING btree ("_order");
  CREATE INDEX "posts_blocks_list_section_parent_id_idx" ON "posts_blocks_list_section" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_list_section_path_idx" ON "posts_blocks_list_section" USING btree ("_path");
  CREATE INDEX "posts_blocks_list_section_link_link_page_idx" ON "posts_blocks_list_section" USING btree ("link_page_id");
  CREATE INDEX "posts_blocks_list_section_link_link_post_idx" ON "posts_blocks_list_section" USING btree ("link_post_id");
  CREATE INDEX "posts_blocks_list_section_link_link_media_idx" ON "posts_blocks_list_section" USING btree ("link_media_id");
  CREATE INDEX "posts_blocks_benefits_items_order_idx" ON "posts_blocks_benefits_items" USING btree ("_order");
  CREATE INDEX "posts_blocks_benefits_items_parent_id_idx" ON "posts_blocks_benefits_items" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_benefits_items_media_idx" ON "posts_blocks_benefits_items" USING btree ("media_id");
  CREATE INDEX "posts_blocks_benefits_order_idx" ON "posts_blocks_benefits" USING btree ("_order");
  CREATE INDEX "posts_blocks_benefits_parent_id_idx" ON "posts_blocks_benefits" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_benefits_path_idx" ON "posts_blocks_benefits" USING btree ("_path");
  CREATE INDEX "posts_blocks_call_to_action_links_order_idx" ON "posts_blocks_call_to_action_links" USING btree ("_order");
  CREATE INDEX "posts_blocks_call_to_action_links_parent_id_idx" ON "posts_blocks_call_to_action_links" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_call_to_action_links_link_link_page_idx" ON "posts_blocks_call_to_action_links" USING btree ("link_page_id");
  CREATE INDEX "posts_blocks_call_to_action_links_link_link_post_idx" ON "posts_blocks_call_to_action_links" USING btree ("link_post_id");
  CREATE INDEX "posts_blocks_call_to_action_links_link_link_media_idx" ON "posts_blocks_call_to_action_links" USING btree ("link_media_id");
  CREATE INDEX "posts_blocks_call_to_action_order_idx" ON "posts_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "posts_blocks_call_to_action_parent_id_idx" ON "posts_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_call_to_action_path_idx" ON "posts_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "posts_blocks_call_to_action_image_idx" ON "posts_blocks_call_to_action" USING btree ("image_id");
  CREATE INDEX "posts_blocks_accordion_items_order_idx" ON "posts_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "posts_blocks_accordion_items_parent_id_idx" ON "posts_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_accordion_order_idx" ON "posts_blocks_accordion" USING btree ("_order");
  CREATE INDEX "posts_blocks_accordion_parent_id_idx" ON "posts_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_accordion_path_idx" ON "posts_blocks_accordion" USING btree ("_path");
  CREATE INDEX "posts_blocks_dropdown_options_rows_order_idx" ON "posts_blocks_dropdown_options_rows" USING btree ("_order");
  CREATE INDEX "posts_blocks_dropdown_options_rows_parent_id_idx" ON "posts_blocks_dropdown_options_rows" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_dropdown_options_order_idx" ON "posts_blocks_dropdown_options" USING btree ("_order");
  CREATE INDEX "posts_blocks_dropdown_options_parent_id_idx" ON "posts_blocks_dropdown_options" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_dropdown_options_image_idx" ON "posts_blocks_dropdown_options" USING btree ("image_id");
  CREATE INDEX "posts_blocks_dropdown_order_idx" ON "posts_blocks_dropdown" USING btree ("_order");
  CREATE INDEX "posts_blocks_dropdown_parent_id_idx" ON "posts_blocks_dropdown" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_dropdown_path_idx" ON "posts_blocks_dropdown" USING btree ("_path");
  CREATE INDEX "posts_blocks_focus_points_points_order_idx" ON "posts_blocks_focus_points_points" USING btree ("_order");
  CREATE INDEX "posts_blocks_focus_points_points_parent_id_idx" ON "posts_blocks_focus_points_points" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_focus_points_order_idx" ON "posts_blocks_focus_points" USING btree ("_order");
  CREATE INDEX "posts_blocks_focus_points_parent_id_idx" ON "posts_blocks_focus_points" USING btree ("_parent_id");
  CREATE INDEX "posts_blocks_focus_points_path_idx" ON "posts_blocks_focus_points" USING btree ("_path");
  CREATE INDEX "posts_blocks_focus_points_image_idx" ON "posts_blocks_focus_points" USING btree ("image_id");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_date_idx" ON "posts" USING btree ("date");
  CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id");
  CREATE INDEX "posts_main_image_idx" ON "posts" USING btree ("main_image_id");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts" USING btree ("meta_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts_rels_order_idx" ON "posts_rels" USING btree ("order");
  CREATE INDEX "posts_rels_parent_idx" ON "posts_rels" USING btree ("parent_id");
  CREATE INDEX "posts_rels_path_idx" ON "posts_rels" USING btree ("path");
  CREATE INDEX "posts_rels_tags_id_idx" ON "posts_rels" USING btree ("tags_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE INDEX "authors_photo_idx" ON "authors" USING btree ("photo_id");
  CREATE INDEX "authors_updated_at_idx" ON "authors" USING btree ("updated_at");
  CREATE INDEX "authors_created_at_idx" ON "authors" USING btree ("created_at");
  CREATE UNIQUE INDEX "tags_slug_idx" ON "tags" USING btree ("slug");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_authors_id_idx" ON "payload_locked_documents_rels" USING btree ("authors_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_links_order_idx" ON "header_links" USING btree ("_order");
  CREATE INDEX "header_links_parent_id_idx" ON "header_links" USING btree ("_parent_id");
  CREATE INDEX "header_links_link_link_page_idx" ON "header_links" USING btree ("link_page_id");
  CREATE INDEX "header_links_link_link_post_idx" ON "header_links" USING btree ("link_post_id");
  CREATE INDEX "header_links_link_link_media_idx" ON "header_links" USING btree ("link_media_id");
  CREATE INDEX "header_cta_cta_page_idx" ON "header" USING btree ("cta_page_id");
  CREATE INDEX "header_cta_cta_post_idx" ON "header" USING btree ("cta_post_id");
  CREATE INDEX "header_cta_cta_media_idx" ON "header" USING btree ("cta_media_id");
  CREATE INDEX "footer_columns_links_order_idx" ON "footer_columns_links" USING btree ("_order");
  CREATE INDEX "footer_columns_links_parent_id_idx" ON "footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_links_link_link_page_idx" ON "footer_columns_links" USING btree ("link_page_id");
  CREATE INDEX "footer_columns_links_link_link_post_idx" ON "footer_columns_links" USING btree ("link_post_id");
  CREATE INDEX "footer_columns_links_link_link_media_idx" ON "footer_columns_links" USING btree ("link_media_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE INDEX "footer_bottom_links_order_idx" ON "footer_bottom_links" USING btree ("_order");
  CREATE INDEX "footer_bottom_links_parent_id_idx" ON "footer_bottom_links" USING btree ("_parent_id");
  CREATE INDEX "footer_bottom_links_link_link_page_idx" ON "footer_bottom_links" USING btree ("link_page_id");
  CREATE INDEX "footer_bottom_links_link_link_post_idx" ON "footer_bottom_links" USING btree ("link_post_id");
  CREATE INDEX "footer_bottom_links_link_link_media_idx" ON "footer_bottom_links" USING btree ("link_media_id");
  CREATE INDEX "footer_social_order_idx" ON "footer_social" USING btree ("_order");
  CREATE INDEX "footer_social_parent_id_idx" ON "footer_social" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero_links" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_title_cover" CASCADE;
  DROP TABLE "pages_blocks_large_cover_links" CASCADE;
  DROP TABLE "pages_blocks_large_cover" CASCADE;
  DROP TABLE "pages_blocks_cover_links" CASCADE;
  DROP TABLE "pages_blocks_cover" CASCADE;
  DROP TABLE "pages_blocks_content" CASCADE;
  DROP TABLE "pages_blocks_simple_content" CASCADE;
  DROP TABLE "pages_blocks_image_content_links" CASCADE;
  DROP TABLE "pages_blocks_image_content" CASCADE;
  DROP TABLE "pages_blocks_alternated_content_rows" CASCADE;
  DROP TABLE "pages_blocks_alternated_content" CASCADE;
  DROP TABLE "pages_blocks_big_sentence" CASCADE;
  DROP TABLE "pages_blocks_quote" CASCADE;
  DROP TABLE "pages_blocks_list_section_items" CASCADE;
  DROP TABLE "pages_blocks_list_section" CASCADE;
  DROP TABLE "pages_blocks_benefits_items" CASCADE;
  DROP TABLE "pages_blocks_benefits" CASCADE;
  DROP TABLE "pages_blocks_credibility_logos" CASCADE;
  DROP TABLE "pages_blocks_credibility_figures" CASCADE;
  DROP TABLE "pages_blocks_credibility_awards" CASCADE;
  DROP TABLE "pages_blocks_credibility" CASCADE;
  DROP TABLE "pages_blocks_team_members" CASCADE;
  DROP TABLE "pages_blocks_team" CASCADE;
  DROP TABLE "pages_blocks_content_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_content_slider" CASCADE;
  DROP TABLE "pages_blocks_image_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_image_slider" CASCADE;
  DROP TABLE "pages_blocks_fullscreen_slider_slides" CASCADE;
  DROP TABLE "pages_blocks_fullscreen_slider" CASCADE;
  DROP TABLE "pages_blocks_sticky_slider_steps" CASCADE;
  DROP TABLE "pages_blocks_sticky_slider" CASCADE;
  DROP TABLE "pages_blocks_on_off_grid_items" CASCADE;
  DROP TABLE "pages_blocks_on_off_grid" CASCADE;
  DROP TABLE "pages_blocks_feature_focus_points" CASCADE;
  DROP TABLE "pages_blocks_feature_focus" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_links" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_pre_footer" CASCADE;
  DROP TABLE "pages_blocks_anchors_items" CASCADE;
  DROP TABLE "pages_blocks_anchors" CASCADE;
  DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "pages_blocks_dropdown_options_rows" CASCADE;
  DROP TABLE "pages_blocks_dropdown_options" CASCADE;
  DROP TABLE "pages_blocks_dropdown" CASCADE;
  DROP TABLE "pages_blocks_focus_points_points" CASCADE;
  DROP TABLE "pages_blocks_focus_points" CASCADE;
  DROP TABLE "pages_blocks_annotated_background_labels" CASCADE;
  DROP TABLE "pages_blocks_annotated_background" CASCADE;
  DROP TABLE "pages_blocks_posts" CASCADE;
  DROP TABLE "pages_blocks_focus_post" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "posts_blocks_content" CASCADE;
  DROP TABLE "posts_blocks_simple_content" CASCADE;
  DROP TABLE "posts_blocks_image_content_links" CASCADE;
  DROP TABLE "posts_blocks_image_content" CASCADE;
  DROP TABLE "posts_blocks_big_sentence" CASCADE;
  DROP TABLE "posts_blocks_quote" CASCADE;
  DROP TABLE "posts_blocks_list_section_items" CASCADE;
  DROP TABLE "posts_blocks_list_section" CASCADE;
  DROP TABLE "posts_blocks_benefits_items" CASCADE;
  DROP TABLE "posts_blocks_benefits" CASCADE;
  DROP TABLE "posts_blocks_call_to_action_links" CASCADE;
  DROP TABLE "posts_blocks_call_to_action" CASCADE;
  DROP TABLE "posts_blocks_accordion_items" CASCADE;
  DROP TABLE "posts_blocks_accordion" CASCADE;
  DROP TABLE "posts_blocks_dropdown_options_rows" CASCADE;
  DROP TABLE "posts_blocks_dropdown_options" CASCADE;
  DROP TABLE "posts_blocks_dropdown" CASCADE;
  DROP TABLE "posts_blocks_focus_points_points" CASCADE;
  DROP TABLE "posts_blocks_focus_points" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "authors" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_links" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "footer_columns_links" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer_bottom_links" CASCADE;
  DROP TABLE "footer_social" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_cover_text_position";
  DROP TYPE "public"."enum_pages_blocks_cover_overlay";
  DROP TYPE "public"."enum_pages_blocks_cover_height";
  DROP TYPE "public"."enum_pages_blocks_content_width";
  DROP TYPE "public"."enum_pages_blocks_simple_content_variant";
  DROP TYPE "public"."enum_pages_blocks_image_content_image_position";
  DROP TYPE "public"."enum_pages_blocks_image_content_image_ratio";
  DROP TYPE "public"."enum_pages_blocks_alternated_content_start_with";
  DROP TYPE "public"."enum_pages_blocks_big_sentence_reveal";
  DROP TYPE "public"."enum_pages_blocks_big_sentence_background";
  DROP TYPE "public"."enum_pages_blocks_list_section_background";
  DROP TYPE "public"."enum_pages_blocks_benefits_media_style";
  DROP TYPE "public"."enum_pages_blocks_benefits_background";
  DROP TYPE "public"."enum_pages_blocks_team_background";
  DROP TYPE "public"."enum_pages_blocks_content_slider_background";
  DROP TYPE "public"."enum_pages_blocks_image_slider_image_shape";
  DROP TYPE "public"."enum_pages_blocks_fullscreen_slider_height";
  DROP TYPE "public"."enum_pages_blocks_sticky_slider_media_position";
  DROP TYPE "public"."enum_pages_blocks_on_off_grid_start_with";
  DROP TYPE "public"."enum_pages_blocks_feature_focus_media_position";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_tone";
  DROP TYPE "public"."enum_pages_blocks_pre_footer_tone";
  DROP TYPE "public"."enum_pages_blocks_accordion_background";
  DROP TYPE "public"."enum_pages_blocks_dropdown_background";
  DROP TYPE "public"."enum_pages_blocks_focus_points_background";
  DROP TYPE "public"."enum_pages_blocks_annotated_background_labels_side";
  DROP TYPE "public"."enum_pages_blocks_posts_mode";
  DROP TYPE "public"."enum_pages_blocks_posts_background";
  DROP TYPE "public"."enum_pages_blocks_focus_post_image_position";
  DROP TYPE "public"."enum_pages_blocks_focus_post_background";
  DROP TYPE "public"."enum_pages_header_variant";
  DROP TYPE "public"."enum_posts_blocks_content_width";
  DROP TYPE "public"."enum_posts_blocks_simple_content_variant";
  DROP TYPE "public"."enum_posts_blocks_image_content_image_position";
  DROP TYPE "public"."enum_posts_blocks_image_content_image_ratio";
  DROP TYPE "public"."enum_posts_blocks_big_sentence_reveal";
  DROP TYPE "public"."enum_posts_blocks_big_sentence_background";
  DROP TYPE "public"."enum_posts_blocks_list_section_background";
  DROP TYPE "public"."enum_posts_blocks_benefits_media_style";
  DROP TYPE "public"."enum_posts_blocks_benefits_background";
  DROP TYPE "public"."enum_posts_blocks_call_to_action_tone";
  DROP TYPE "public"."enum_posts_blocks_accordion_background";
  DROP TYPE "public"."enum_posts_blocks_dropdown_background";
  DROP TYPE "public"."enum_posts_blocks_focus_points_background";
  DROP TYPE "public"."enum_footer_social_network";`)
}
