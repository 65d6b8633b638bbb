CREATE TABLE "app_meta" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disclaimers" (
	"id" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"label" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "disclaimers_id_lang_pk" PRIMARY KEY("id","lang")
);
