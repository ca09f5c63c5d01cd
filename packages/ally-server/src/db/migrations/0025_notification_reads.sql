CREATE TABLE "notification_read_marks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"read_before" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_reads_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "notification_read_marks" ADD CONSTRAINT "notification_read_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_read_marks" ADD CONSTRAINT "notification_read_marks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_read_marks_business_idx" ON "notification_read_marks" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "notification_reads_business_idx" ON "notification_reads" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_business_with_issues_idx" ON "purchase_orders" USING btree ("business_id") WHERE "purchase_orders"."issues" <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "purchase_orders_business_acknowledged_idx" ON "purchase_orders" USING btree ("business_id","acknowledged_at") WHERE "purchase_orders"."acknowledged_at" is not null;--> statement-breakpoint
CREATE INDEX "quote_responses_business_submitted_idx" ON "quote_responses" USING btree ("business_id","submitted_at");--> statement-breakpoint
CREATE INDEX "quotes_business_deadline_idx" ON "quotes" USING btree ("business_id","deadline");--> statement-breakpoint
CREATE INDEX "rfqs_business_declined_idx" ON "rfqs" USING btree ("business_id","responded_at") WHERE "rfqs"."status" = 'declined';--> statement-breakpoint
CREATE INDEX "shipments_business_delivered_idx" ON "shipments" USING btree ("business_id","delivered_at") WHERE "shipments"."delivered_at" is not null;