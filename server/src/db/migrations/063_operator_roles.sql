-- Operator roles and token lifetimes. Every operator could do everything before this migration, so
-- each existing one becomes an admin: nobody loses a permission they had mid-shift, and an admin
-- then narrows each with `npm run ops -- operator role <name> <role>` (docs/OPERATIONS.md#roles).
-- Tokens now expire (OPS_TOKEN_DAYS after they are issued); existing ones get 90 days from today,
-- so none outlives the upgrade by more than the default lifetime and none stops working at once.
ALTER TABLE operators
  ADD COLUMN role text NOT NULL DEFAULT 'admin' CHECK (role IN ('reviewer', 'content', 'finance', 'admin')),
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN rotated_at timestamptz;
UPDATE operators SET expires_at = now() + interval '90 days' WHERE expires_at IS NULL;
ALTER TABLE operators ALTER COLUMN expires_at SET NOT NULL;
-- A new operator's role is always given (the default above only moved the existing rows).
ALTER TABLE operators ALTER COLUMN role DROP DEFAULT;
