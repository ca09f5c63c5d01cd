ALTER TABLE "vendors" ADD COLUMN "claimed_by_account_id" uuid;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_claimed_by_account_id_vendor_accounts_id_fk" FOREIGN KEY ("claimed_by_account_id") REFERENCES "public"."vendor_accounts"("id") ON DELETE set null ON UPDATE no action;