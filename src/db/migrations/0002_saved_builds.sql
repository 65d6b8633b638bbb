CREATE TABLE "saved_builds" (
	"token" varchar(32) PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
