-- The pruning job (domain/ops/prune.ts) deletes by age: these indexes keep it off full scans.
CREATE INDEX IF NOT EXISTS idempotent_answers_created ON idempotent_answers (created_at);
CREATE INDEX IF NOT EXISTS user_tokens_last_used ON user_tokens (last_used_at);
