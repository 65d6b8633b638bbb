CREATE TABLE "lead_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" varchar(16) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"target" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"idempotency_key" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" varchar(16) NOT NULL,
	"field" varchar(40) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" varchar(16) PRIMARY KEY NOT NULL,
	"form" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"values" jsonb NOT NULL,
	"retailer_id" varchar(5),
	"lang" varchar(2) NOT NULL,
	"source_page" varchar(300),
	"ip_hash" varchar(64),
	"user_agent" varchar(256),
	"status" varchar(16) DEFAULT 'received' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_uploads" ADD CONSTRAINT "lead_uploads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_outbox_idempotency_key_idx" ON "lead_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "lead_outbox_lead_idx" ON "lead_outbox" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_outbox_due_idx" ON "lead_outbox" USING btree ("next_attempt_at") WHERE "lead_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "lead_uploads_lead_idx" ON "lead_uploads" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_form_created_idx" ON "leads" USING btree ("form","created_at");