/**
 * Every route's schemas, from the contract: what it accepts (body and query alike: the legacy
 * server read both), what it answers, and its tag (operator and sandbox routes are tagged apart).
 */
import { Type, type TSchema } from 'typebox';
import { BindCardBody, DelCardBody, GetCardBody, WireBank, WireCard } from '../../../contract/cards/schemas.ts';
import { ChatSocketQuery } from '../../../contract/chat/schemas.ts';
import { Accepting, AnyEnvelope, Documenting, EnvelopeOf, NoInput, PaginatorOf, WireUrl } from '../../../contract/common/schemas.ts';
import { BannerQuery, PageQuery, WireAppInfo, WireBanner, WireHomeNotices, WireNotice } from '../../../contract/content/schemas.ts';
import { GameListQuery, WireGame, WireGameUrlBody } from '../../../contract/games/schemas.ts';
import { LotteryOrderBody, LotteryRoomQuery, WireLottery, WireLotteryOrderResult, WireLotteryRoom, WireLotteryRoomSummary } from '../../../contract/lottery/schemas.ts';
import { EditPasswordBody, EditRealnameBody, WireBalance, WireUser } from '../../../contract/member/schemas.ts';
import {
  PayInfoBody,
  PayRangeBody,
  RechargeBody,
  TransferBody,
  TransferStatusBody,
  WireBalanceRow,
  WireBetAmount,
  WirePayBank,
  WirePayInfo,
  WirePayRange,
  WirePayWays,
  WireRechargeData,
  WithdrawBody,
} from '../../../contract/money/schemas.ts';
import { CreditBody, ReviewBody, ReviewListQuery, ReviewParams, SettingBody, SiteBody, UserStatusBody, UsersQuery } from '../../../contract/ops/schemas.ts';
import { BetRecordBody, TransRecordBody, WireBetRecord, WireTransRecord } from '../../../contract/records/schemas.ts';
import { QrFileParams, SandboxGameQuery, SandboxPayParams, SandboxPayQuery } from '../../../contract/sandbox/schemas.ts';
import { LoginBody, RegisterBody, WireLoginData } from '../../../contract/session/schemas.ts';

export interface RouteSchema {
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  headers?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response?: Record<number, TSchema>;
  hide?: boolean;
}

const MEMBER = [{ member: [] }];
const OPERATOR = [{ operator: [] }];

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ description: 'Idempotency-Key: a retry with the same key gets the first answer (and Idempotent-Replayed: true).' }),
  ),
});

interface Options {
  tag: string;
  summary: string;
  input?: TSchema;
  data?: TSchema;
  member?: boolean;
  idempotent?: boolean;
  description?: string;
}

/** A player call: the same parameters from the query or the body; the envelope around `data`. */
function call(o: Options): RouteSchema {
  const input = o.input ?? NoInput;
  return {
    tags: [o.tag],
    summary: o.summary,
    ...(o.description ? { description: o.description } : {}),
    ...(o.member ? { security: MEMBER } : {}),
    ...(o.idempotent ? { headers: IdempotencyHeaders } : {}),
    querystring: input,
    body: input,
    response: { 200: o.data ? EnvelopeOf(o.data) : AnyEnvelope },
  };
}

function ops(summary: string, input?: { query?: TSchema; body?: TSchema; params?: TSchema }): RouteSchema {
  return {
    tags: ['ops'],
    summary,
    security: OPERATOR,
    ...(input?.params ? { params: input.params } : {}),
    ...(input?.query ? { querystring: input.query } : {}),
    ...(input?.body ? { body: input.body } : {}),
    response: { 200: AnyEnvelope },
  };
}

const BY_ROUTE: Record<string, RouteSchema> = {
  // site and content
  '/api/app': call({ tag: 'content', summary: '站点设置', data: WireAppInfo }),
  '/api/getservicerurl': call({ tag: 'content', summary: '在线客服链接', data: WireUrl }),
  '/api/getagentloginurl': call({ tag: 'content', summary: '代理登录链接', data: WireUrl }),
  '/api/getvisiturl': call({ tag: 'content', summary: '访问链接（总是 500 "wap"：留在本站）' }),
  '/api/bannerlist': call({ tag: 'content', summary: '轮播图', input: BannerQuery, data: Type.Array(WireBanner) }),
  '/api/homenotice': call({ tag: 'content', summary: '首页公告', data: WireHomeNotices }),
  '/api/noticelist': call({ tag: 'content', summary: '公告列表', input: PageQuery, data: PaginatorOf(WireNotice) }),
  // sessions
  '/api/register': call({ tag: 'session', summary: '注册', input: Accepting(RegisterBody), data: WireLoginData }),
  '/api/login_pc': call({ tag: 'session', summary: '登录（其他会话失效）', input: Accepting(LoginBody), data: WireLoginData }),
  '/api/login': call({ tag: 'session', summary: '登录（保留其他会话）', input: Accepting(LoginBody), data: WireLoginData }),
  '/api/logoff': call({ tag: 'session', summary: '退出登录', member: true }),
  '/api/trial': call({ tag: 'session', summary: '试玩账号', data: WireLoginData }),
  // the member
  '/api/user': call({ tag: 'member', summary: '会员资料', member: true, data: WireUser }),
  '/api/refreshusermoney': call({ tag: 'member', summary: '刷新会员资料', member: true, data: WireUser }),
  '/api/balance': call({ tag: 'member', summary: '中心钱包余额', member: true, data: WireBalance }),
  '/api/editrealname': call({ tag: 'member', summary: '绑定真实姓名', member: true, input: Accepting(EditRealnameBody) }),
  '/api/editpassword': call({ tag: 'member', summary: '修改登录密码', member: true, input: Accepting(EditPasswordBody) }),
  '/api/editpaypassword': call({ tag: 'member', summary: '修改支付密码', member: true, input: Accepting(EditPasswordBody) }),
  // money
  '/api/balancelist': call({ tag: 'money', summary: '场馆余额', member: true, data: Type.Array(WireBalanceRow) }),
  '/api/transfer': call({ tag: 'money', summary: '额度转换', member: true, idempotent: true, input: Accepting(TransferBody) }),
  '/api/transall': call({ tag: 'money', summary: '一键回收', member: true, idempotent: true }),
  '/api/uptransferstatus': call({ tag: 'money', summary: '自动转账开关', member: true, input: Accepting(TransferStatusBody) }),
  '/api/get_pay_way': call({ tag: 'money', summary: '支付方式（message 为 "success"）', data: WirePayWays }),
  '/api/getpayrange': call({ tag: 'money', summary: '充值范围', member: true, input: Documenting(PayRangeBody), data: WirePayRange }),
  '/api/getpaybank': call({ tag: 'money', summary: '收款银行卡', member: true, data: Type.Array(WirePayBank) }),
  '/api/recharge': call({ tag: 'money', summary: '创建充值订单（订单号在 message）', member: true, idempotent: true, input: Accepting(RechargeBody), data: WireRechargeData }),
  '/api/payinfo': call({ tag: 'money', summary: '充值支付信息', member: true, input: Documenting(PayInfoBody), data: WirePayInfo }),
  '/api/getbetamount': call({ tag: 'money', summary: '提现所需流水', member: true, data: WireBetAmount }),
  '/api/withdraw': call({ tag: 'money', summary: '提现', member: true, idempotent: true, input: Accepting(WithdrawBody) }),
  // cards
  '/api/getcard': call({ tag: 'cards', summary: '已绑定银行卡 / USDT 地址', member: true, input: Documenting(GetCardBody), data: Type.Array(WireCard) }),
  '/api/bindcard': call({ tag: 'cards', summary: '绑定银行卡 / USDT 地址', member: true, input: Accepting(BindCardBody) }),
  '/api/delcard': call({ tag: 'cards', summary: '解绑', member: true, input: Documenting(DelCardBody) }),
  '/api/banklist': call({ tag: 'cards', summary: '银行列表', data: Type.Array(WireBank) }),
  // records
  '/api/gettransrecord': call({ tag: 'records', summary: '账户记录', member: true, input: Documenting(TransRecordBody), data: PaginatorOf(WireTransRecord) }),
  '/api/betrecord': call({ tag: 'records', summary: '投注记录', member: true, input: Documenting(BetRecordBody), data: PaginatorOf(WireBetRecord) }),
  // lottery
  '/api/lotterylist': call({ tag: 'lottery', summary: '彩种列表', data: Type.Array(WireLottery) }),
  '/api/lotteryroom': call({
    tag: 'lottery',
    summary: '彩种房间 / 房间详情',
    description: 'With room_id (members only): one room with its round, draws, chat history and plays. Otherwise the rooms of the lottery `name`.',
    input: LotteryRoomQuery,
    data: Type.Union([WireLotteryRoom, Type.Array(WireLotteryRoomSummary)]),
  }),
  '/api/lotteryorder': call({ tag: 'lottery', summary: '下注', member: true, idempotent: true, input: Documenting(LotteryOrderBody), data: WireLotteryOrderResult }),
  // games
  '/api/game/list': call({ tag: 'games', summary: '游戏列表', input: GameListQuery, data: Type.Array(WireGame) }),
  '/api/getgameurl': call({ tag: 'games', summary: '进入游戏', member: true, input: Documenting(WireGameUrlBody), data: WireUrl }),
  // chat
  '/wss': {
    tags: ['chat'],
    summary: '房间聊天（WebSocket）',
    description: 'Text frames: the server sends `ping` every 3 s and chat/draw frames as JSON; clients send {content, order}. Close 4001 bad token, 4002 not an open room, 4008 too many sockets.',
    querystring: ChatSocketQuery,
  },
  // operators
  'GET /admin/site': ops('站点状态'),
  'POST /admin/site': ops('维护开关与维护公告', { body: SiteBody }),
  '/admin/credit': ops('人工加款', { body: CreditBody }),
  '/admin/users': ops('会员列表', { query: UsersQuery }),
  '/admin/users/status': ops('冻结 / 解冻会员', { body: UserStatusBody }),
  '/admin/deposits': ops('充值订单', { query: ReviewListQuery }),
  '/admin/withdrawals': ops('提现订单', { query: ReviewListQuery }),
  '/admin/deposits/:no/:action': ops('审核充值', { params: ReviewParams, body: ReviewBody }),
  '/admin/withdrawals/:no/:action': ops('审核提现', { params: ReviewParams, body: ReviewBody }),
  'GET /admin/settings': ops('资金设置'),
  'POST /admin/settings': ops('修改资金设置', { body: SettingBody }),
  '/admin/ledger/audit': ops('账本核对'),
  '/admin/lottery/rounds': ops('开奖期数'),
  // demo-mode sandbox pages
  'GET /sandbox/pay/:no': { tags: ['sandbox'], summary: '沙盒支付页', params: SandboxPayParams, querystring: SandboxPayQuery },
  'POST /sandbox/pay/:no': { tags: ['sandbox'], summary: '沙盒支付（模拟回调）', params: SandboxPayParams },
  '/qr/deposit/:file': { tags: ['sandbox'], summary: '充值二维码图片', params: QrFileParams },
  '/sandbox/game': { tags: ['sandbox'], summary: '沙盒游戏场馆页', querystring: SandboxGameQuery },
};

/** The schemas of a route ('GET /admin/site' before '/admin/site'); undefined for files and pages. */
export function routeSchema(method: string | string[], url: string): RouteSchema | undefined {
  const path = url.toLowerCase();
  const methods = Array.isArray(method) ? method : [method];
  for (const m of methods) {
    const exact = BY_ROUTE[`${m.toUpperCase()} ${path}`];
    if (exact) return exact;
  }
  return BY_ROUTE[path];
}

/** Every path the table describes (the contract test checks each has a route and vice versa). */
export const DESCRIBED_PATHS = Object.keys(BY_ROUTE).map((key) => key.replace(/^[A-Z]+ /, ''));
