-- Workflows (issue #32): what a succeeded step hands the steps after it (the round it opened, the
-- answer it chose, the PO it made), kept with the step so that a step found done after a crash
-- hands on the same.
ALTER TABLE "workflow_run_steps" ADD COLUMN "result" jsonb;