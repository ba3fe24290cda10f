/**
 * Red packets, rebates (返水) and the daily report (the VIP levels: routes/public/rewards.ts). Red-packet draws and rebate claims
 * are exactly once by construction (the member row is locked; a draw is numbered, a claim takes
 * what is pending), and like every money action they honour an Idempotency-Key: a resend after a
 * lost answer gets that answer back instead of drawing again (docs/API.md#idempotency-key).
 */
import type { FastifyInstance } from 'fastify';
import { NoData, PaginatorOf } from '../../../../contract/common/schemas.ts';
import {
  DailyReportBody,
  FanshuiBody,
  RedPacketListBody,
  WireDailyReport,
  WireFanshui,
  WireRedPacketInfo,
  WireRedPacketRow,
  WireRedPacketWin,
} from '../../../../contract/rewards/schemas.ts';
import { REBATE_CLAIMED, RED_PACKET_WON, REPORT_DAY_INVALID } from '../../../../contract/rewards/rules.ts';
import { windowStart, type DateFilter } from '../../domain/records/filters.ts';
import { dailyReport } from '../../domain/rewards/daily-report.ts';
import { beijingDay, dayNumber } from '../../domain/rewards/days.ts';
import { claimRebates } from '../../domain/rewards/rebate-claim.ts';
import { redPacketState, drawRedPacket } from '../../domain/rewards/red-packets.ts';
import { rebateRecords, redPacketDraws } from '../../domain/rewards/reward-lists.ts';
import { formatRate } from '../../domain/rewards/vip-levels.ts';
import { runIdempotent } from '../../domain/idempotency/answers.ts';
import { refuse } from '../../lib/errors.ts';
import { formatCents } from '../../lib/money.ts';
import { pageRequest, paginator } from '../../lib/paginate.ts';
import { requestOrigin, requestPath } from '../../lib/urls.ts';
import { memberOf } from '../../http/auth.ts';
import { idempotentCall, sendAnswer, ok } from '../../http/answer.ts';
import { playerCall, readRoute, typed } from '../../http/schema.ts';

/** A body-less call's body as sent (an object, or nothing), for the idempotency fingerprint. */
function sentBody(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A paged answer's own address (the paginator's links). */
const pageUrl = (app: FastifyInstance, request: Parameters<typeof requestPath>[0]) =>
  `${requestOrigin(request, app.config.publicUrl)}${requestPath(request)}`;

export default async function rewardRoutes(app: FastifyInstance): Promise<void> {
  redPacketRoutes(app);
  rebateRoutes(app);
  dailyReportRoutes(app);
}

/** Red packets: today's window and draws, the draw itself (idempotent), the draw records. */
function redPacketRoutes(app: FastifyInstance): void {
  readRoute(app, {
    url: '/api/userredpacket',
    schema: playerCall({
      tag: 'money',
      summary: '红包信息',
      description:
        'sendnums = draws of the matching rule − drawn today (may be negative); window status READY | STARTING | END.',
      data: WireRedPacketInfo,
    }),
    handler: async (request) => {
      const now = app.rewards.now();
      const state = await redPacketState(app.db, memberOf(request).user.id, now);
      const day = beijingDay(now);
      const data: WireRedPacketInfo = {
        sendnums: state.left,
        acquirednum: state.drawn,
        redPacketStatus: state.status,
        max_times: state.maxTimes,
        rules: state.rules.map((r) => ({
          id: r.id,
          day_flow: formatCents(r.dayFlow),
          flow_money: formatCents(r.flowMoney),
          recharge: String(r.draws),
          money: formatRate(r.percentBp),
          start_time: `${day} ${r.startTime}`,
          end_time: `${day} ${r.endTime}`,
          status: r.status,
        })),
      };
      return ok(data);
    },
  });

  app.post('/api/douserredpacket', {
    schema: playerCall({ tag: 'money', summary: '抢红包', idempotent: true, data: WireRedPacketWin }),
    handler: async (request, reply) => {
      // The call takes no input, but a retry must be the same request: whatever body came is fingerprinted.
      const call = idempotentCall(request, 'douserredpacket', sentBody(request.body));
      const result = await runIdempotent(app.db, call, async (q) => {
        const win = await drawRedPacket(q, memberOf(request).user.id, app.rewards.now());
        const data: WireRedPacketWin = {
          redpacketmoney: formatCents(win.amount),
          sendnums: win.left,
          acquirednum: win.drawn,
        };
        return ok(data, RED_PACKET_WON);
      });
      return sendAnswer(reply, result);
    },
  });

  readRoute(app, {
    url: '/api/redpacket',
    schema: playerCall({
      tag: 'records',
      summary: '福利中心：红包记录',
      input: RedPacketListBody,
      data: PaginatorOf(WireRedPacketRow),
    }),
    handler: async (request) => {
      const page = pageRequest(request.body, ['pagesize', 'limit']);
      const result = await redPacketDraws(app.db, memberOf(request).user.id, page);
      return ok(paginator(result.rows, result.total, page, pageUrl(app, request)));
    },
  });
}

/** Rebates: the records with claimed and pending sums, and the claim (idempotent). */
function rebateRoutes(app: FastifyInstance): void {
  typed(app).post('/api/getfanshui', {
    schema: playerCall({ tag: 'records', summary: '返水记录', input: FanshuiBody, data: WireFanshui }),
    handler: async (request) => {
      // FanshuiBody read date as 1–4 (anything else 4).
      const input = request.body;
      const page = pageRequest(input, ['pagesize', 'limit']);
      const platform = input.api_type;
      const { type } = input;
      const result = await rebateRecords(app.db, {
        userId: memberOf(request).user.id,
        since: windowStart(input.date as DateFilter, app.rewards.now()),
        platform: /^[A-Za-z0-9_-]+$/.test(platform) ? platform : '',
        state: type === '1' ? 0 : type === '2' ? 1 : null,
        page,
      });
      return ok({
        list: paginator(result.rows, result.total, page, pageUrl(app, request)),
        jisuan: formatCents(result.claimed),
        nojisuan: formatCents(result.pending),
      });
    },
  });

  app.post('/api/dofanshui', {
    schema: playerCall({ tag: 'money', summary: '领取返水', idempotent: true, data: NoData }),
    handler: async (request, reply) => {
      const call = idempotentCall(request, 'dofanshui', sentBody(request.body));
      const result = await runIdempotent(app.db, call, async (q) => {
        await claimRebates(q, memberOf(request).user.id);
        return ok('', REBATE_CLAIMED);
      });
      return sendAnswer(reply, result);
    },
  });
}

/** The member's profit and loss of one Beijing day. */
function dailyReportRoutes(app: FastifyInstance): void {
  typed(app).post('/api/dailyReport', {
    schema: playerCall({
      tag: 'records',
      summary: '每日盈亏',
      input: DailyReportBody,
      data: WireDailyReport,
    }),
    handler: async (request) => {
      const user = memberOf(request).user;
      const day = request.body.date;
      const n = dayNumber(day);
      const first = dayNumber(beijingDay(user.created_at));
      const today = dayNumber(beijingDay(app.rewards.now()));
      if (n === null || n < first! || n > today!) throw refuse(500, REPORT_DAY_INVALID);
      const report = await dailyReport(app.db, user.id, day);
      const data: WireDailyReport = {
        win_total: formatCents(report.win),
        recharge_total: formatCents(report.recharge),
        withdraw_total: formatCents(report.withdraw),
        bet_total: formatCents(report.bet),
      };
      return ok(data);
    },
  });
}
