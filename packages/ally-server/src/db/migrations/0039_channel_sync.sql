-- Channel sync (issue #33): a mailbox's server, sealed secret, cursor, progress and last error,
-- and the vendor candidates its correspondents became, one per business and address.
CREATE TABLE "vendor_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"messages" integer NOT NULL,
	"last_subject" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "host" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "port" integer;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "cursor" jsonb;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "messages_read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "messages_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_candidates" ADD CONSTRAINT "vendor_candidates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_candidates" ADD CONSTRAINT "vendor_candidates_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_candidates_business_email_idx" ON "vendor_candidates" USING btree ("business_id","email");--> statement-breakpoint
CREATE INDEX "vendor_candidates_channel_idx" ON "vendor_candidates" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_business_account_idx" ON "channels" USING btree ("business_id","type","account");