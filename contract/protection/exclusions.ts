/**
 * Player protection: time-outs, self-exclusions and the reality check's session summary. Calls,
 * their inputs and answers and every Chinese message, shared by the server and the PWA
 * (docs/API.md#protection). A time-out lasts 1–42 days; a self-exclusion 6, 12, 24 or 60 months,
 * and when it ends the account stays closed until the member asks to reopen it (open 24 hours later).
 * Lengths and messages live in ./rules.ts (no schema library, so the PWA imports them), re-exported here.
 */
import { Type, type Static } from 'typebox';
import { ExactField, IntField, PlayerInput, required, rule, TextField } from '../common/input.ts';
import { said, WireDateTime, WireMoney } from '../common/schemas.ts';
import { WireLimit } from './limits.ts';
import { EXCLUSION_KINDS, EXCLUSION_MESSAGES, EXCLUSION_OPS_MESSAGES, type ExclusionKind } from './rules.ts';

export {
  type ExclusionKind,
  TIMEOUT_MAX_DAYS,
  EXCLUSION_MONTHS,
  CONFIRM_MINUTES,
  REOPEN_DELAY_HOURS,
  EXCLUSION_MESSAGES,
  EXCLUSION_OPS_MESSAGES,
} from './rules.ts';

/** POST /api/protectionExclusionRequest: step one. `length`: days (time-out) or months (self-exclusion). */
export const ExclusionRequestBody = PlayerInput({
  kind: TextField({
    max: 20,
    message: EXCLUSION_MESSAGES.kind,
    rules: [rule({ enum: [...EXCLUSION_KINDS] }, EXCLUSION_MESSAGES.kind)],
    description: '"timeout" or "exclusion" (self-exclusion).',
  }),
  length: IntField({
    fallback: 0,
    max: 1000,
    description: 'Days for a time-out (1–42), months for a self-exclusion (6, 12, 24 or 60).',
  }),
});
export type ExclusionRequestBody = Static<typeof ExclusionRequestBody>;

/** POST /api/protectionExclusionConfirm: step two, with the login password. */
export const ExclusionConfirmBody = PlayerInput({
  confirm_id: TextField({
    max: 64,
    message: EXCLUSION_MESSAGES.confirmRequired,
    rules: [required(EXCLUSION_MESSAGES.confirmRequired)],
    description: 'The id step one answered.',
  }),
  password: ExactField({
    message: EXCLUSION_MESSAGES.passwordRequired,
    rules: [required(EXCLUSION_MESSAGES.passwordRequired)],
    description: 'The login password.',
  }),
});
export type ExclusionConfirmBody = Static<typeof ExclusionConfirmBody>;

/** Step one's answer. */
export const WireExclusionRequest = Type.Object({
  confirm_id: Type.String(),
  kind: Type.String(),
  length: Type.Number(),
  ends_at: WireDateTime,
  expires_in: Type.Number({ description: 'Seconds the confirm_id stays good.' }),
  summary: Type.String(),
});
export type WireExclusionRequest = Static<typeof WireExclusionRequest>;

/**
 * The member's protection state (status read; the login answer and /api/user while restricted):
 * open, a running time-out or self-exclusion, closed (a self-exclusion ended, no reopen asked) or
 * reopening (asked; open at reopen_at).
 */
export const WireProtectionStatus = Type.Object({
  state: Type.Union([
    Type.Literal('open'),
    Type.Literal('timeout'),
    Type.Literal('exclusion'),
    Type.Literal('closed'),
    Type.Literal('reopening'),
  ]),
  until: Type.Union([WireDateTime, Type.Null()], { description: 'When the time-out or self-exclusion ends.' }),
  reopen_at: Type.Union([WireDateTime, Type.Null()], { description: 'reopening: when the account opens.' }),
  message: Type.Union([Type.String(), Type.Null()], { description: 'What a refused call says, null when open.' }),
});
export type WireProtectionStatus = Static<typeof WireProtectionStatus>;

/** GET/POST /api/protectionSession: the reality check's summary of this session. */
export const WireSessionSummary = Type.Object({
  login_at: WireDateTime,
  seconds: Type.Number({ description: 'Seconds since this token logged in.' }),
  staked: WireMoney,
  won: WireMoney,
  net: WireMoney,
});
export type WireSessionSummary = Static<typeof WireSessionSummary>;

/* Operator calls (/admin/protection): their inputs and answers (messages: ./rules.ts). */

/** POST /admin/protection/:user/impose body. */
export const ImposeExclusionBody = Type.Object(
  {
    kind: Type.Unsafe<ExclusionKind>(
      Type.Union([Type.Literal('timeout'), Type.Literal('exclusion')], {
        description: '"timeout" or "exclusion".',
        ...said(EXCLUSION_OPS_MESSAGES.kind),
      }),
    ),
    length: Type.Integer({
      minimum: 1,
      maximum: 1000,
      description: 'Days (time-out, 1–42) or months (self-exclusion: 6, 12, 24 or 60).',
      ...said(EXCLUSION_OPS_MESSAGES.length),
    }),
    reason: Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'Why: kept on the row and in the operator audit.',
      ...said(EXCLUSION_OPS_MESSAGES.reason),
    }),
  },
  { additionalProperties: false },
);
export type ImposeExclusionBody = Static<typeof ImposeExclusionBody>;

export const ProtectionUserParams = Type.Object(
  {
    user: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'The member’s user name.',
      ...said(EXCLUSION_OPS_MESSAGES.username),
    }),
  },
  { additionalProperties: false },
);
export type ProtectionUserParams = Static<typeof ProtectionUserParams>;

/** One time-out or self-exclusion as operators see it. */
export const WireExclusionRow = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  user_id: Type.Number(),
  kind: Type.String({ description: 'timeout or exclusion.' }),
  length: Type.Number({ description: 'Days (time-out) or months (self-exclusion).' }),
  starts_at: WireDateTime,
  ends_at: WireDateTime,
  reopen_at: Type.Union([WireDateTime, Type.Null()], { description: 'When a reopened self-exclusion opens.' }),
  imposed_by: Type.Union([Type.String(), Type.Null()], { description: 'The operator; null: the member’s own.' }),
  reason: Type.String(),
});
export type WireExclusionRow = Static<typeof WireExclusionRow>;

/** GET /admin/protection: every member restricted now. */
export const ProtectionList = Type.Object({ rows: Type.Array(WireExclusionRow) });
export type ProtectionList = Static<typeof ProtectionList>;

/** GET /admin/protection/:user: the member's state and every time-out or self-exclusion they had. */
export const MemberProtection = Type.Object({
  username: Type.String(),
  user_id: Type.Number(),
  status: WireProtectionStatus,
  rows: Type.Array(WireExclusionRow),
  /** The member's deposit, net-loss and stake limits (every kind × period, set or not). */
  limits: Type.Array(WireLimit),
});
export type MemberProtection = Static<typeof MemberProtection>;
