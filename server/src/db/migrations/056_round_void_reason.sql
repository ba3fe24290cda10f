-- A void records why (required from now on; older voids keep NULL), and a drawn round may be voided
-- only once its settlement has failed: settle_failed_at / settle_error are written by the scheduler
-- when settling a drawn round throws (domain/lottery/void-round.ts, scheduler.ts).
ALTER TABLE lottery_rounds ADD COLUMN void_reason text;
ALTER TABLE lottery_rounds ADD COLUMN settle_failed_at timestamptz;
ALTER TABLE lottery_rounds ADD COLUMN settle_error text;
