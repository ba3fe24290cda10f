-- VIP levels (ten, operator-editable) and the record of every level change the daily job makes.
-- Money columns are cents; rebate rates are basis points (50 = 0.50 %) so no float ever touches money.
CREATE TABLE vip_levels (
  level integer PRIMARY KEY CHECK (level BETWEEN 1 AND 10),
  -- Cumulative approved deposits (users.paysum) and cumulative turnover (users.totalgame) to reach it.
  recharge bigint NOT NULL CHECK (recharge >= 0),
  flow bigint NOT NULL CHECK (flow >= 0),
  -- Turnover within the last 90 Beijing days needed to keep the level (0 = never demoted).
  retention_flow bigint NOT NULL CHECK (retention_flow >= 0),
  -- Rebate rate per category, basis points of the settled turnover.
  realperson_bp integer NOT NULL CHECK (realperson_bp BETWEEN 0 AND 10000),
  electron_bp integer NOT NULL CHECK (electron_bp BETWEEN 0 AND 10000),
  joker_bp integer NOT NULL CHECK (joker_bp BETWEEN 0 AND 10000),
  sport_bp integer NOT NULL CHECK (sport_bp BETWEEN 0 AND 10000),
  fish_bp integer NOT NULL CHECK (fish_bp BETWEEN 0 AND 10000),
  lottery_bp integer NOT NULL CHECK (lottery_bp BETWEEN 0 AND 10000),
  e_sport_bp integer NOT NULL CHECK (e_sport_bp BETWEEN 0 AND 10000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO vip_levels (level, recharge, flow, retention_flow, realperson_bp, electron_bp, joker_bp, sport_bp, fish_bp, lottery_bp, e_sport_bp) VALUES
  (1, 0, 0, 0, 40, 50, 50, 40, 50, 20, 40),
  (2, 100000, 500000, 100000, 50, 60, 60, 50, 60, 30, 50),
  (3, 500000, 2500000, 500000, 60, 70, 70, 60, 70, 40, 60),
  (4, 2000000, 10000000, 2000000, 70, 80, 80, 70, 80, 50, 70),
  (5, 5000000, 25000000, 5000000, 80, 90, 90, 80, 90, 60, 80),
  (6, 10000000, 50000000, 10000000, 90, 100, 100, 90, 100, 70, 90),
  (7, 30000000, 150000000, 30000000, 100, 120, 120, 100, 120, 80, 100),
  (8, 50000000, 250000000, 50000000, 110, 140, 140, 110, 140, 90, 110),
  (9, 100000000, 500000000, 100000000, 130, 160, 160, 130, 160, 100, 130),
  (10, 200000000, 1000000000, 200000000, 150, 180, 180, 150, 180, 120, 150);

-- When the member's current level began: the 90-day retention window starts here.
ALTER TABLE users ADD COLUMN vip_since timestamptz NOT NULL DEFAULT now();

-- One row per level change (promotion or demotion), one change per member per Beijing day.
CREATE TABLE vip_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  day date NOT NULL,
  from_level integer NOT NULL,
  to_level integer NOT NULL,
  reason text NOT NULL CHECK (reason IN ('promote', 'demote')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, day)
);

-- The daily jobs' bookkeeping: a Beijing day is done once per job (catch-up runs each missing day once).
CREATE TABLE reward_job_days (
  job text NOT NULL CHECK (job IN ('vip', 'rebate')),
  day date NOT NULL,
  -- What the run did (members changed, rebate rows written), for the operators' report.
  items integer NOT NULL DEFAULT 0,
  amount bigint NOT NULL DEFAULT 0,
  done_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job, day)
);
