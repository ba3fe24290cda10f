/**
 * Operator calls (/admin/*): site switch, members, manual credit, deposit and withdrawal reviews,
 * money settings, named operators, lottery rounds and the audit log. Strict: the server refuses
 * anything else with HTTP 400 and the field's Chinese message; handlers get typed values.
 * Content, promotions, activities and referrals: ./programme-schemas.ts.
 */
import { Type, type Static } from 'typebox';
import { said } from '../common/schemas.ts';
import {
  Id,
  Limit,
  OneOf,
  Page,
  PositiveMoney,
  ReviewActionField,
  ReviewStateField,
  Strict,
  StrictChanges,
  Text,
} from './fields.ts';
import {
  AUDIT_LOG_PAGE,
  MAX_REPAIR_TIPS_LENGTH,
  MAX_REVIEW_MEMO_LENGTH,
  MAX_VOID_REASON_LENGTH,
  OPS_MESSAGES as M,
} from './rules.ts';
import { APPROVAL_STATES, OPERATOR_ROLES, ROLE_MESSAGES } from './roles.ts';

export const SiteBody = Strict({
  state: OneOf(['open', 'maintenance'] as const, "'open' or 'maintenance'.", M.siteState),
  repair_tips: Type.Optional(Text(1, MAX_REPAIR_TIPS_LENGTH, 'Maintenance notice shown to players.', M.repairTips)),
});
export type SiteBody = Static<typeof SiteBody>;

const Username = Text(1, 64, 'The player.', M.username);

export const CreditBody = Strict({
  username: Username,
  amount: PositiveMoney('Yuan as a string, up to two decimals ("100.50").'),
  idempotency_key: Type.Optional(Text(1, 100, 'Repeats of one key credit once (the Idempotency-Key header wins).')),
  memo: Type.Optional(Text(0, 200, 'Ledger memo.')),
});
export type CreditBody = Static<typeof CreditBody>;

export const DebitBody = Strict({
  username: Username,
  amount: PositiveMoney('Yuan as a string, up to two decimals ("100.50"); at most the main wallet\'s balance.'),
  idempotency_key: Type.Optional(Text(1, 100, 'Repeats of one key debit once (the Idempotency-Key header wins).')),
  memo: Text(1, 200, 'Why (required): kept as the ledger memo and in the operator audit.', M.debitMemo),
});
export type DebitBody = Static<typeof DebitBody>;

export const UsersQuery = StrictChanges({
  page: Page,
  limit: Limit,
  search: Text(0, 64, 'Part of a user name.'),
  trial: OneOf(['0', '1'] as const, "'0' leaves trial accounts out.", M.trial),
});
export type UsersQuery = Static<typeof UsersQuery>;

export const UserStatusBody = Strict({
  username: Username,
  status: OneOf(['active', 'disabled'] as const, "'active' or 'disabled'.", M.userStatus),
});
export type UserStatusBody = Static<typeof UserStatusBody>;

const OrderNo = (description: string) => Type.String({ pattern: '^W?\\d{1,40}$', description, ...said(M.orderNo) });

export const ReviewListQuery = StrictChanges({
  state: ReviewStateField,
  page: Page,
  limit: Limit,
  no: OrderNo('Only this order (what an approval shows before it is confirmed).'),
});
export type ReviewListQuery = Static<typeof ReviewListQuery>;

export const ReviewParams = Strict({
  no: OrderNo('The order number.'),
  action: ReviewActionField,
});
export type ReviewParams = Static<typeof ReviewParams>;

export const ReviewBody = Strict({ memo: Type.Optional(Text(0, MAX_REVIEW_MEMO_LENGTH, 'Review memo.', M.memo)) });
export type ReviewBody = Static<typeof ReviewBody>;

export const SettingBody = Strict({
  key: Text(1, 64, 'The money setting (GET /admin/settings lists them).', M.settingKey),
  value: Text(0, 32, 'Its new value.', M.settingValue),
});
export type SettingBody = Static<typeof SettingBody>;

export const OperatorBody = Strict({
  name: Type.String({
    pattern: '^[a-z][a-z0-9_.-]{1,31}$',
    description: 'The operator: 2–32 of a-z 0-9 _ . - starting with a letter.',
    ...said(M.operatorName),
  }),
});
export type OperatorBody = Static<typeof OperatorBody>;

export const VoidRoundBody = Strict({
  lottery_id: Id('The lottery.', M.lotteryId),
  expect: Type.String({ pattern: '^\\d{1,18}$', description: 'The round number (期号).', ...said(M.expect) }),
  reason: Type.String({
    minLength: 1,
    maxLength: MAX_VOID_REASON_LENGTH,
    pattern: '\\S',
    description: 'Why the round is voided (required; stored with the round and in the audit log).',
    ...said(M.voidReason),
  }),
});
export type VoidRoundBody = Static<typeof VoidRoundBody>;

export const AuditLogQuery = Strict({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: AUDIT_LOG_PAGE.max,
      description: `The newest rows (default ${AUDIT_LOG_PAGE.default}).`,
      ...said(M.limit),
    }),
  ),
});
export type AuditLogQuery = Static<typeof AuditLogQuery>;

/** POST /admin/operators (a new operator) and /admin/operators/role (another role). */
export const OperatorRoleBody = Strict({
  name: OperatorBody.properties.name,
  role: OneOf(OPERATOR_ROLES, 'reviewer, content, finance or admin (contract/ops/roles.ts).', ROLE_MESSAGES.role),
});
export type OperatorRoleBody = Static<typeof OperatorRoleBody>;

/** GET /admin/approvals. */
export const ApprovalQuery = StrictChanges({
  state: OneOf([...APPROVAL_STATES, 'all'] as const, 'pending (default), approved, rejected or all.', M.reviewState),
});
export type ApprovalQuery = Static<typeof ApprovalQuery>;

/** POST /admin/approvals/:id/approve|reject. */
export const ApprovalParams = Strict({ id: Id('The approval (GET /admin/approvals).'), action: ReviewActionField });
export type ApprovalParams = Static<typeof ApprovalParams>;
