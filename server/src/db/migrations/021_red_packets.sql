-- Red packets: the operator's rules (a window in Beijing time, a qualifying deposit range, the
-- number of draws and the cap as a percent of the deposits) and one row per draw.
CREATE TABLE red_packet_rules (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Qualifying deposits (cents) from the previous day 12:00 to 10:00 must lie in [day_flow, flow_money].
  day_flow bigint NOT NULL CHECK (day_flow >= 0),
  flow_money bigint NOT NULL CHECK (flow_money >= day_flow),
  -- Draws allowed per Beijing day (the legacy column name `recharge`).
  draws integer NOT NULL CHECK (draws BETWEEN 1 AND 100),
  -- A packet is a CSPRNG amount in [min_amount, deposits × percent_bp / 10000] cents.
  percent_bp integer NOT NULL CHECK (percent_bp BETWEEN 1 AND 10000),
  min_amount bigint NOT NULL DEFAULT 100 CHECK (min_amount > 0),
  -- The daily window, Beijing time of day ('10:00:00' to '12:00:00', end exclusive).
  start_time text NOT NULL DEFAULT '10:00:00' CHECK (start_time ~ '^\d{2}:\d{2}:\d{2}$'),
  end_time text NOT NULL DEFAULT '12:00:00' CHECK (end_time ~ '^\d{2}:\d{2}:\d{2}$'),
  -- Turnover each packet adds before a withdrawal, as a multiple of its amount.
  turnover_multiple integer NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 100),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO red_packet_rules (day_flow, flow_money, draws, percent_bp) VALUES
  (10000, 99999, 1, 200),
  (100000, 499999, 2, 200),
  (500000, 99999999999, 3, 200);

CREATE TABLE red_packet_draws (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  -- The Beijing day of the window; seq counts the member's draws that day from 1.
  day date NOT NULL,
  seq integer NOT NULL CHECK (seq > 0),
  rule_id integer NOT NULL REFERENCES red_packet_rules (id),
  -- The qualifying deposits when drawn (the welfare list's 充值金额) and the packet, cents.
  deposits bigint NOT NULL,
  -- When the last of those deposits was approved (the welfare list's 充值时间).
  deposited_at timestamptz,
  amount bigint NOT NULL CHECK (amount > 0),
  tx_id integer NOT NULL REFERENCES ledger_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, day, seq)
);
CREATE INDEX red_packet_draws_user_time ON red_packet_draws (user_id, created_at DESC, id DESC);
