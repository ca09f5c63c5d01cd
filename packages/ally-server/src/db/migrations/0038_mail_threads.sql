-- Mail threads (issue #33): a message that starts a thread the product recognises in replies (an
-- RFQ's e-mail) keeps it, and carries it in its Message-ID when sent.
ALTER TABLE "dev_mail" ADD COLUMN "thread" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "thread" text;
