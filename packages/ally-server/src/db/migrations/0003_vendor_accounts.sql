CREATE TABLE "vendor_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text,
	"country" text,
	"address" text,
	"website" text,
	"order_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_verification_codes" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "vendor_account_id" uuid;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "vendor_account_id" uuid;--> statement-breakpoint
ALTER TABLE "vendor_verification_codes" ADD CONSTRAINT "vendor_verification_codes_account_id_vendor_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."vendor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_accounts_email_key" ON "vendor_accounts" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_vendor_account_id_vendor_accounts_id_fk" FOREIGN KEY ("vendor_account_id") REFERENCES "public"."vendor_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_vendor_account_id_vendor_accounts_id_fk" FOREIGN KEY ("vendor_account_id") REFERENCES "public"."vendor_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendors_account_idx" ON "vendors" USING btree ("vendor_account_id");