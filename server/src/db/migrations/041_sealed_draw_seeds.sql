-- Draw seeds are sealed: a new round stores only a random nonce and the commitment; its seed is
-- HMAC-SHA256(SERVER_SECRET, "draw-seed\n<lottery>\n<expect>\n<nonce>") (domain/lottery/sealed-seed.ts),
-- so reading the table before the draw reveals nothing. The seed is written when the round is drawn
-- (then it is published for verification, as before). Rounds made before this keep their stored seed.
ALTER TABLE lottery_rounds ALTER COLUMN seed DROP NOT NULL;
ALTER TABLE lottery_rounds ADD COLUMN seed_nonce text CHECK (seed_nonce ~ '^[0-9a-f]{32}$');
ALTER TABLE lottery_rounds ADD CONSTRAINT lottery_rounds_seed_known CHECK (seed IS NOT NULL OR seed_nonce IS NOT NULL);
-- A sealed round never has its seed in the table while it is open.
ALTER TABLE lottery_rounds ADD CONSTRAINT lottery_rounds_seed_sealed
  CHECK (status <> 'open' OR seed_nonce IS NULL OR seed IS NULL);
