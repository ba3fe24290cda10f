-- Named operators, each with a token of their own (stored only as its SHA-256 hash), and the
-- record of every operator API call with the operator's name. OPS_TOKEN, when set, stays the
-- root credential, recorded as "ops".
CREATE TABLE operators (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (name ~ '^[a-z][a-z0-9_.-]{1,31}$'),
  token_hash text NOT NULL UNIQUE,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

CREATE TABLE operator_actions (
  id bigserial PRIMARY KEY,
  operator text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_actions_at ON operator_actions (at);
