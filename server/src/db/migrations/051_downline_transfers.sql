-- 下级转账: an agent pays a direct downline member, main wallet to main wallet, in one ledger
-- movement. Each side sees it in 账户明细 type 7 through its own transfer_logs row, written in the
-- same transaction: transfer_type 7 on the agent's row (out), 8 on the member's row (in), both
-- naming the movement (tx_id) and the other side (counterparty_id).
ALTER TABLE transfer_logs DROP CONSTRAINT transfer_logs_transfer_type_check;
ALTER TABLE transfer_logs ADD CONSTRAINT transfer_logs_transfer_type_check
  CHECK (transfer_type IN (0, 1, 3, 5, 6, 7, 8));
ALTER TABLE transfer_logs ADD COLUMN counterparty_id integer REFERENCES users (id);
-- Both directions must name the other side; no other type does.
ALTER TABLE transfer_logs ADD CONSTRAINT transfer_logs_counterparty_check
  CHECK ((transfer_type IN (7, 8)) = (counterparty_id IS NOT NULL));
