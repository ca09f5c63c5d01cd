CREATE TABLE "approved_quote_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"quote_response_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_cost" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"note" text,
	"approved_by" uuid,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purchase_order_id" uuid
);
--> statement-breakpoint
CREATE TABLE "quote_awards" (
	"quote_id" uuid NOT NULL,
	"line_id" text NOT NULL,
	"approved_id" uuid NOT NULL,
	CONSTRAINT "quote_awards_quote_id_line_id_pk" PRIMARY KEY("quote_id","line_id")
);
--> statement-breakpoint
ALTER TABLE "approved_quote_responses" ADD CONSTRAINT "approved_quote_responses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_quote_responses" ADD CONSTRAINT "approved_quote_responses_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_quote_responses" ADD CONSTRAINT "approved_quote_responses_quote_response_id_quote_responses_id_fk" FOREIGN KEY ("quote_response_id") REFERENCES "public"."quote_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_quote_responses" ADD CONSTRAINT "approved_quote_responses_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_quote_responses" ADD CONSTRAINT "approved_quote_responses_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_awards" ADD CONSTRAINT "quote_awards_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_awards" ADD CONSTRAINT "quote_awards_approved_id_approved_quote_responses_id_fk" FOREIGN KEY ("approved_id") REFERENCES "public"."approved_quote_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approved_quote_responses_response_key" ON "approved_quote_responses" USING btree ("quote_response_id");--> statement-breakpoint
CREATE INDEX "approved_quote_responses_business_idx" ON "approved_quote_responses" USING btree ("business_id","approved_at");--> statement-breakpoint
CREATE INDEX "approved_quote_responses_quote_idx" ON "approved_quote_responses" USING btree ("quote_id");