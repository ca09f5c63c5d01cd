ALTER TABLE "businesses" ADD COLUMN "currency" text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "approval_threshold" numeric(14, 2);