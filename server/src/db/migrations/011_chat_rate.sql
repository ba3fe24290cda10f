-- The per-user chat allowance (src/domain/chat/user-rate.ts) counts a user's messages stored in
-- the last 10 s, across every server process. System messages (user_id NULL) are not indexed.
CREATE INDEX chat_messages_user_recent ON chat_messages (user_id, created_at) WHERE user_id IS NOT NULL;
