-- Each player's turnover (打码量) from one lottery round, written once by the settlement batch
-- that settles the player's last bet of the round: the stakes, and net = stakes − the smallest
-- payout over every result the round could have drawn (src/domain/lottery/exposure.ts), so
-- covering bets count next to nothing. The primary key makes it once per player and round;
-- the turnover requirement, rebates and VIP retention all count net.
CREATE TABLE lottery_turnover (
  round_id bigint NOT NULL REFERENCES lottery_rounds (id),
  user_id integer NOT NULL REFERENCES users (id),
  stakes bigint NOT NULL CHECK (stakes > 0),
  net bigint NOT NULL CHECK (net >= 0 AND net <= stakes),
  settled_at timestamptz NOT NULL,
  PRIMARY KEY (round_id, user_id)
);
-- The rebate day and VIP retention read a time window.
CREATE INDEX lottery_turnover_settled ON lottery_turnover (settled_at);
-- A settlement batch reads the round's bets of its players (settled ones too) to figure their net.
CREATE INDEX lottery_bets_round_user ON lottery_bets (round_id, user_id);

-- Players whose round was settled before this table existed: their stakes, as rebates counted
-- them then (their turnover requirement was counted already; a row here keeps it from counting again).
INSERT INTO lottery_turnover (round_id, user_id, stakes, net, settled_at)
SELECT b.round_id, b.user_id, sum(b.total), sum(b.total), max(b.settled_at)
  FROM lottery_bets b
 WHERE b.status = 1
 GROUP BY b.round_id, b.user_id
HAVING NOT EXISTS (
  SELECT 1 FROM lottery_bets u WHERE u.round_id = b.round_id AND u.user_id = b.user_id AND u.status = 2);
