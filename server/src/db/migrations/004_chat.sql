-- Lottery room chat (the socket at /wss). Rooms are referenced by their id as text for now;
-- 010_lottery.sql adds the rooms table.

CREATE TABLE chat_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  room_id text NOT NULL,
  user_id integer REFERENCES users (id),
  author text NOT NULL,
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 200),
  -- 1 chat, 0 bet notice.
  order_flag smallint NOT NULL DEFAULT 1,
  sysmsg smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_room ON chat_messages (room_id, id DESC);
