-- Workflows (issue #32): event triggers read events from the rows that record them; each running
-- workflow on an event keeps the time up to which events have started its runs.
ALTER TABLE "workflows" ADD COLUMN "events_since" timestamp with time zone;