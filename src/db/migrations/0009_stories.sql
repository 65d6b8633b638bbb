CREATE TABLE "stories" (
	"id" varchar(12) PRIMARY KEY NOT NULL,
	"lead_id" varchar(16),
	"source" varchar(16) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" varchar(5000) NOT NULL,
	"first_name" varchar(30) NOT NULL,
	"last_initial" varchar(4) NOT NULL,
	"city" varchar(25) NOT NULL,
	"state" varchar(2) NOT NULL,
	"media_link" varchar(200),
	"search_text" text NOT NULL,
	"status" varchar(12) DEFAULT 'unpublished' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "stories_status_check" CHECK ("stories"."status" in ('unpublished', 'published')),
	CONSTRAINT "stories_published_at_check" CHECK (("stories"."status" = 'published') = ("stories"."published_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stories_lead_idx" ON "stories" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "stories_published_idx" ON "stories" USING btree ("published_at","id") WHERE "stories"."status" = 'published';--> statement-breakpoint
CREATE INDEX "stories_pending_idx" ON "stories" USING btree ("submitted_at") WHERE "stories"."status" = 'unpublished';