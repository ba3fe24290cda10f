/**
 * Who may call each /admin route: the one table of roles (contract/ops/roles.ts), enforced by the
 * /admin scope (routes/admin/autohooks.ts). An admin may call every route; the others only what
 * their row names. A route missing here cannot be registered at all (the scope's onRoute hook),
 * and server/test/admin-walk.test.ts walks the route table against it.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.ts';
import { ROLE_MESSAGES, type ApprovalKind, type OperatorRole } from '../../../contract/ops/roles.ts';

const ANY: readonly OperatorRole[] = ['reviewer', 'content', 'finance'];
const REVIEWER = ['reviewer'] as const;
const CONTENT = ['content'] as const;
const FINANCE = ['finance'] as const;
const REVIEW_OR_FINANCE = ['reviewer', 'finance'] as const;
const ADMIN_ONLY = [] as const;

/** `METHOD /admin/path` → the roles besides admin that may call it (none: admin only). */
const ROUTE_ROLES: Readonly<Record<string, readonly OperatorRole[]>> = {
  // The site switch and the operators: admin only; the site's state is everyone's to read.
  'GET /admin/site': ANY,
  'POST /admin/site': ADMIN_ONLY,
  'GET /admin/operators': ADMIN_ONLY,
  'POST /admin/operators': ADMIN_ONLY,
  'POST /admin/operators/revoke': ADMIN_ONLY,
  'POST /admin/operators/rotate': ADMIN_ONLY,
  'POST /admin/operators/role': ADMIN_ONLY,
  'GET /admin/audit-log': ADMIN_ONLY,
  'GET /admin/audit-log/verify': ADMIN_ONLY,
  // Members: found by reviewers and finance alike; freezing one is an admin's decision.
  'GET /admin/users': REVIEW_OR_FINANCE,
  'POST /admin/users/status': ADMIN_ONLY,
  // Reviews.
  'GET /admin/deposits': REVIEW_OR_FINANCE,
  'POST /admin/deposits/:no/:action': REVIEWER,
  'GET /admin/withdrawals': REVIEW_OR_FINANCE,
  'POST /admin/withdrawals/:no/:action': REVIEWER,
  'GET /admin/agents': REVIEWER,
  'POST /admin/agents/:id/:action': REVIEWER,
  'GET /admin/invite-reviews': REVIEWER,
  'POST /admin/invite-reviews/:id/:action': REVIEWER,
  'GET /admin/activity-applications': REVIEWER,
  'POST /admin/activity-applications/:id/:action': REVIEWER,
  'GET /admin/feedback': REVIEWER,
  // Player protection: reviewers see and impose time-outs and self-exclusions (nothing lifts one).
  'GET /admin/protection': REVIEWER,
  'GET /admin/protection/:user': REVIEWER,
  'POST /admin/protection/:user/impose': REVIEWER,
  // Second approvals: each kind is then checked against its own route's roles (approvalRoles).
  'GET /admin/approvals': REVIEW_OR_FINANCE,
  'POST /admin/approvals/:id/:action': REVIEW_OR_FINANCE,
  // Money: credits, debits, settings, rebates, VIP, red packets, invitation rewards, lottery voids.
  'POST /admin/credit': FINANCE,
  'POST /admin/debit': FINANCE,
  'GET /admin/settings': FINANCE,
  'POST /admin/settings': FINANCE,
  'GET /admin/ledger/audit': FINANCE,
  'GET /admin/lottery/rounds': FINANCE,
  'POST /admin/lottery/rounds/void': FINANCE,
  'GET /admin/invite-rule': FINANCE,
  'POST /admin/invite-rule': FINANCE,
  'GET /admin/promotions/vip-levels': FINANCE,
  'POST /admin/promotions/vip-levels/:level': FINANCE,
  'GET /admin/promotions/red-packets': FINANCE,
  'POST /admin/promotions/red-packets/switch': FINANCE,
  'POST /admin/promotions/red-packets/rules': FINANCE,
  'POST /admin/promotions/rebate-day': FINANCE,
  'GET /admin/promotions/report': FINANCE,
  // What players read: notices, banners, articles, messages, links, activities.
  'POST /admin/notices': CONTENT,
  'POST /admin/banners': CONTENT,
  'POST /admin/articles': CONTENT,
  'POST /admin/messages': CONTENT,
  'POST /admin/content/:kind/:id/withdraw': CONTENT,
  'POST /admin/app-settings': CONTENT,
  'POST /admin/promotions/vip-page': CONTENT,
  'GET /admin/activities': CONTENT,
  'POST /admin/activities': CONTENT,
  'POST /admin/activities/:id/publish': CONTENT,
  'POST /admin/activities/:id/withdraw': CONTENT,
};

/** The roles (besides admin) of a route as registered; undefined when it has none declared. */
export function routeRoles(method: string, url: string): readonly OperatorRole[] | undefined {
  return ROUTE_ROLES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

/** Every declared route (the walk test compares them with the route table). */
export function declaredRoutes(): string[] {
  return Object.keys(ROUTE_ROLES);
}

/** Throws 403 unless `role` may call what `allowed` names (admin always may). */
export function requireRole(role: OperatorRole, allowed: readonly OperatorRole[]): void {
  if (role === 'admin' || allowed.includes(role)) return;
  throw forbidden(ROLE_MESSAGES.forbidden([...allowed, 'admin'], role));
}

/** The scope's check of the route the request matched (undeclared routes never get this far). */
export function requireRouteRole(request: FastifyRequest): void {
  if (!request.operatorRole) throw new Error('route is missing the requireOperator hook');
  requireRole(request.operatorRole, routeRoles(request.method, request.routeOptions.url ?? '') ?? []);
}

/** The route each held kind came from: a second approval needs the same roles as the first. */
const APPROVAL_ROUTES: Record<ApprovalKind, string> = {
  credit: '/admin/credit',
  debit: '/admin/debit',
  deposit: '/admin/deposits/:no/:action',
  withdrawal: '/admin/withdrawals/:no/:action',
};

/** Who may decide a held move of `kind` (besides admin). */
export function approvalRoles(kind: ApprovalKind): readonly OperatorRole[] {
  return routeRoles('POST', APPROVAL_ROUTES[kind]) ?? [];
}
