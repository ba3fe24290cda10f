/**
 * Referrals (docs/API.md#referrals; our own calls): the member's invite card, the downline
 * overview and the two detail lists. The pid itself is recorded by /api/register.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PaginatorOf } from '../../../../contract/common/schemas.ts';
import { INVITE_MESSAGES, INVITE_PATH } from '../../../../contract/referrals/rules.ts';
import {
  InviteListQuery,
  WireInviteFriend,
  WireInviteGift,
  WireInviteInfo,
  WireInviteOverview,
} from '../../../../contract/referrals/schemas.ts';
import { introText, inviteRule } from '../../domain/referrals/rules.ts';
import { inviteFriends, inviteGifts, inviteOverview, type DayRange } from '../../domain/referrals/views.ts';
import { getSettings } from '../../domain/site/settings.ts';
import { parseBeijingInput } from '../../lib/beijing-input.ts';
import { invalid } from '../../lib/errors.ts';
import { formatCents } from '../../lib/money.ts';
import { pageRequest, paginator } from '../../lib/paginate.ts';
import { beijingDayStart } from '../../lib/time.ts';
import { requestOrigin, requestPath } from '../../lib/urls.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * start/end as Beijing days, both included; either may be left out. InviteListQuery checked
 * their form; the calendar (a day that exists) and their order need more than a pattern.
 */
function dayRange(input: { start?: string; end?: string }): DayRange {
  const day = (text = '') => {
    if (!text) return null;
    const date = parseBeijingInput(text);
    if (!date) throw invalid(INVITE_MESSAGES.date);
    return date;
  };
  const from = day(input.start);
  const last = day(input.end);
  if (from && last && from > last) throw invalid(INVITE_MESSAGES.range);
  return { from, to: last ? new Date(last.getTime() + DAY_MS) : null };
}

export default async function referralRoutes(app: FastifyInstance): Promise<void> {
  const base = (request: FastifyRequest) => `${requestOrigin(request, app.config.publicUrl)}${requestPath(request)}`;

  readRoute(app, {
    url: '/api/inviteinfo',
    schema: playerCall({ tag: 'member', summary: '邀请信息', data: WireInviteInfo }),
    handler: async (request) => {
      const [rule, settings] = await Promise.all([inviteRule(app.db), getSettings(app.db)]);
      const { id, invite_code: code } = memberOf(request).user;
      return ok({
        pid: id,
        invite_code: code,
        invite_path: `${INVITE_PATH}${code}`,
        h5_url: settings.h5_url,
        reward: formatCents(rule.reward),
        min_deposit: formatCents(rule.minDeposit),
        rules: introText(rule),
      });
    },
  });

  readRoute(app, {
    url: '/api/invitestats',
    schema: playerCall({ tag: 'member', summary: '下级概览', data: WireInviteOverview }),
    handler: async (request) =>
      ok(await inviteOverview(app.db, memberOf(request).user.id, beijingDayStart(new Date()))),
  });

  readRoute(app, {
    url: '/api/invitegifts',
    schema: playerCall({
      tag: 'member',
      summary: '礼金记录',
      input: InviteListQuery,
      data: PaginatorOf(WireInviteGift),
    }),
    handler: async (request) => {
      const page = pageRequest(request.body);
      const { rows, total } = await inviteGifts(app.db, memberOf(request).user.id, dayRange(request.body), {
        limit: page.perPage,
        offset: page.offset,
      });
      return ok(paginator(rows, total, page, base(request)));
    },
  });

  readRoute(app, {
    url: '/api/invitefriends',
    schema: playerCall({
      tag: 'member',
      summary: '好友明细',
      input: InviteListQuery,
      data: PaginatorOf(WireInviteFriend),
    }),
    handler: async (request) => {
      const page = pageRequest(request.body);
      const { rows, total } = await inviteFriends(app.db, memberOf(request).user.id, dayRange(request.body), {
        limit: page.perPage,
        offset: page.offset,
      });
      return ok(paginator(rows, total, page, base(request)));
    },
  });
}
