-- An operator may void a round that has not been settled (a broken draw, a wrong schedule): every
-- unsettled bet becomes invalid (status 0) and its stake goes back through the ledger, exactly once
-- (domain/lottery/void-round.ts). A void round keeps whatever result it had, or none.
ALTER TABLE lottery_rounds DROP CONSTRAINT lottery_rounds_status_check;
ALTER TABLE lottery_rounds ADD CONSTRAINT lottery_rounds_status_check
  CHECK (status IN ('open', 'drawn', 'settled', 'void'));
ALTER TABLE lottery_rounds DROP CONSTRAINT lottery_rounds_check1;
ALTER TABLE lottery_rounds ADD CONSTRAINT lottery_rounds_result_by_status
  CHECK (CASE status WHEN 'open' THEN result IS NULL WHEN 'void' THEN true ELSE result IS NOT NULL END);
ALTER TABLE lottery_rounds ADD COLUMN voided_by text;
ALTER TABLE lottery_rounds ADD COLUMN voided_at timestamptz;
