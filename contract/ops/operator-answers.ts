/**
 * What the operator calls about operators and second approvals answer (`data` of the envelope).
 * Times are Beijing 'YYYY-MM-DD HH:mm:ss', money yuan as strings.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { WireDateTime } from '../common/schemas.ts';
import { APPROVAL_KINDS, APPROVAL_STATES, OPERATOR_ROLES } from './roles.ts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** One of a few words, typed as their union. */
const Word = <const T extends readonly string[]>(words: T) =>
  Type.Unsafe<T[number]>(Type.Union(words.map((w) => Type.Literal(w))));
const Role = Word(OPERATOR_ROLES);
const Expires = Type.String({ description: 'When the token stops working (Beijing time).' });

/** GET /admin/operators. */
export const OperatorList = Type.Object({
  operators: Type.Array(
    Type.Object({
      name: Type.String(),
      role: Role,
      created_by: Type.String(),
      created_at: WireDateTime,
      expires_at: WireDateTime,
      revoked_at: Nullable(WireDateTime),
    }),
  ),
});
export type OperatorList = Static<typeof OperatorList>;

/** POST /admin/operators and POST /admin/operators/rotate. */
export const OperatorAdded = Type.Object({
  name: Type.String(),
  role: Role,
  token: Type.String({ description: 'Shown once: only its hash is stored.' }),
  expires_at: Expires,
});
export type OperatorAdded = Static<typeof OperatorAdded>;

/** POST /admin/operators/revoke. */
export const OperatorRevoked = Type.Object({ name: Type.String(), revoked: Type.Literal(true) });
export type OperatorRevoked = Static<typeof OperatorRevoked>;

/** POST /admin/operators/role. */
export const OperatorRoleSet = Type.Object({ name: Type.String(), role: Role });
export type OperatorRoleSet = Static<typeof OperatorRoleSet>;

/** One second approval: what was asked, by whom, and what became of it. */
export const ApprovalView = Type.Object({
  id: Type.Integer(),
  kind: Word(APPROVAL_KINDS),
  subject: Type.String({ description: 'The member (credit, debit) or the order number (deposit, withdrawal).' }),
  amount: Type.String({ description: 'Yuan as a string with two decimals.' }),
  memo: Type.String(),
  state: Word(APPROVAL_STATES),
  requested_by: Type.String(),
  requested_at: WireDateTime,
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(WireDateTime),
  tx_id: Nullable(Type.Integer()),
});
export type ApprovalView = Static<typeof ApprovalView>;

/** GET /admin/approvals. */
export const ApprovalList = Type.Object({ approvals: Type.Array(ApprovalView) });
export type ApprovalList = Static<typeof ApprovalList>;
