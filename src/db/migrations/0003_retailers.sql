CREATE TABLE "retailer_stories" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"dealer_id" varchar(5) NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retailers" (
	"id" varchar(5) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" varchar(120) NOT NULL,
	"address" jsonb NOT NULL,
	"phone" varchar(20) NOT NULL,
	"website" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" varchar(40) NOT NULL,
	"hours" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"status" varchar(10) NOT NULL,
	"awards" jsonb NOT NULL,
	"opt_ins" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retailer_stories" ADD CONSTRAINT "retailer_stories_dealer_id_retailers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retailer_stories_dealer_idx" ON "retailer_stories" USING btree ("dealer_id");