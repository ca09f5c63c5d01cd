CREATE TABLE "vendor_keepsakes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_account_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"answer" jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_keepsakes" ADD CONSTRAINT "vendor_keepsakes_vendor_account_id_vendor_accounts_id_fk" FOREIGN KEY ("vendor_account_id") REFERENCES "public"."vendor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_keepsakes_account_idx" ON "vendor_keepsakes" USING btree ("vendor_account_id","answered_at");