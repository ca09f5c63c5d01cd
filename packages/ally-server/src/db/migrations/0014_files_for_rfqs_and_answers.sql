ALTER TABLE "files" ADD COLUMN "rfq_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_rfq_idx" ON "files" USING btree ("rfq_id");