/**
 * Operator roles and the refusals of the /admin guard: who may call what (the table of routes is
 * server/src/http/admin-roles.ts), expired tokens, and the second approval of large money moves.
 */

/** reviewer: reviews; content: what players read; finance: money; admin: everything. */
export const OPERATOR_ROLES = ['reviewer', 'content', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** How each role is named to an operator. */
export const ROLE_LABELS: Record<OperatorRole, string> = {
  reviewer: '审核',
  content: '内容',
  finance: '财务',
  admin: '管理员',
};

/** The money moves a second operator must approve above OPS_SECOND_APPROVAL_ABOVE. */
export const APPROVAL_KINDS = ['credit', 'debit', 'deposit', 'withdrawal'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

const roleNames = (roles: readonly OperatorRole[]) => roles.map((r) => `“${ROLE_LABELS[r]}”`).join('或');

export const ROLE_MESSAGES = {
  role: '角色只能是 reviewer、content、finance 或 admin',
  forbidden: (needed: readonly OperatorRole[], held: OperatorRole) =>
    `权限不足：此操作需要${roleNames(needed)}角色（当前为“${ROLE_LABELS[held]}”）`,
  tokenExpired: '运营令牌已过期，请管理员轮换令牌（npm run ops -- operator rotate <name>）',
  rootTokenExpired: '根令牌 OPS_TOKEN 已过期（OPS_TOKEN_EXPIRES），请换新令牌并重启',
  tokenRequired: '需要运营令牌',
  pending: (id: number, threshold: string) =>
    `金额超过 ${threshold} 元，需第二位运营人员批准：已提交复核（复核编号 ${id}）`,
  selfApproval: '不能批准自己提交的复核，需另一位运营人员批准',
  approvalDone: (state: string) => `该复核已处理（${state === 'approved' ? '已批准' : '已驳回'}）`,
  approvalMissing: '复核不存在',
  approvalKeyReused: '该请求标识已用于另一笔复核（类型、对象或金额不同），请换一个请求标识',
} as const;
