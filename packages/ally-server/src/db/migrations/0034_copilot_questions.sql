-- The co-pilot's hourly quota counts its own record of questions (copilot/quota.ts), so deleting a
-- conversation gives none back; the last hour's questions are carried over.
CREATE TABLE "copilot_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"asked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "chat_messages_business_created_idx";--> statement-breakpoint
ALTER TABLE "copilot_questions" ADD CONSTRAINT "copilot_questions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "copilot_questions_business_asked_idx" ON "copilot_questions" USING btree ("business_id","asked_at");--> statement-breakpoint
INSERT INTO "copilot_questions" ("business_id", "asked_at")
SELECT "business_id", "created_at" FROM "chat_messages"
WHERE "role" = 'user' AND "created_at" > now() - interval '1 hour';
