/**
 * The legacy servers' answers, shaped from ours (docs/API.md#legacy-dialect): fields they never
 * send are dropped, a few have their legacy form. Only successes (code 200) are reshaped;
 * refusals already are the legacy envelope.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createdUserRow } from '../../domain/accounts/created-user-row.ts';
import { turnoverSinceLastWithdrawal } from '../../domain/wallet/turnover-since-withdrawal.ts';
import { formatCents } from '../../lib/money.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { memberOf } from '../../http/auth.ts';

type Data = Record<string, unknown>;

export interface SuccessBody {
  code: 200;
  message: string;
  data: unknown;
}

type Shaper = (body: SuccessBody, request: FastifyRequest, app: FastifyInstance) => unknown;

/** The legacy returnMsg default message of a success. */
const OK = '成功';

function isData(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function without(data: unknown, keys: readonly string[]): unknown {
  if (!isData(data)) return data;
  const rest: Data = { ...data };
  for (const key of keys) delete rest[key];
  return rest;
}

function only(data: unknown, keys: readonly string[]): unknown {
  if (!isData(data)) return data;
  return Object.fromEntries(keys.filter((key) => key in data).map((key) => [key, data[key]]));
}

/** A paginator's rows, each through `shape`. */
function rows(data: unknown, shape: (row: unknown) => unknown): unknown {
  if (!isData(data) || !Array.isArray(data.data)) return data;
  return { ...data, data: data.data.map(shape) };
}

/** The stored banner path (`activities/x.svg`): the original answered it as stored. */
function storedBanner(request: FastifyRequest, app: FastifyInstance) {
  const prefix = `${requestOrigin(request, app.config.publicUrl)}/uploads/`;
  return (row: unknown): unknown => {
    if (!isData(row) || typeof row.banner !== 'string' || !row.banner.startsWith(prefix)) return row;
    return { ...row, banner: row.banner.slice(prefix.length) };
  };
}

/** The /api/app keys only the reference server sends. */
const APP_EXTRAS = [
  'extensions',
  'trial_enabled',
  'site_mode',
  'android_download_url',
  'big_stage_url',
  'sponsor_url_1',
  'sponsor_url_2',
  'vip_page_url',
];

/** What the legacy /api/refreshusermoney answers: /api/user without paysum, totalgame, isagent, current_vip, next_vip. */
const REFRESH_SUBSET = [
  'api_token',
  'balance',
  'birthday',
  'fanshui',
  'realname',
  'transferstatus',
  'username',
  'vip',
  'level',
  'joinday',
  'gameblance',
  'avatar',
  'mobile',
  'email',
  'usdtrate',
  'withdrawusdtrate',
  'withdrawcashfee',
  'withdrawfeeusdttrc',
  'vipname',
];

const login: Shaper = (body) => ({ ...body, message: OK, data: only(body.data, ['username', 'api_token']) });

export const ANSWER_SHAPERS: ReadonlyMap<string, Shaper> = new Map<string, Shaper>([
  ['/api/app', (body) => ({ ...body, data: without(body.data, APP_EXTRAS) })],
  ['/api/login_pc', login],
  ['/api/login', login],
  [
    '/api/register',
    // The created users row (never a hash), read back with the token the registration issued.
    async (body, _request, app) => {
      const data = body.data as Data;
      const row = await createdUserRow(app.db, Number(data.id), String(data.api_token));
      return { ...body, message: OK, data: row ?? data };
    },
  ],
  ['/api/user', (body) => ({ ...body, data: without(body.data, ['id', 'is_trial', 'has_paypassword']) })],
  ['/api/refreshusermoney', (body) => ({ ...body, data: only(body.data, REFRESH_SUBSET) })],
  [
    '/api/transfer',
    // PHP arithmetic made the balance a float: a JSON number on the wire (only the wire value;
    // the ledger moved whole cents).
    (body) => ({ ...body, message: OK, data: { balance: Number((body.data as Data).balance) } }),
  ],
  ['/api/recharge', (body) => ({ ...body, data: [] })],
  ['/api/payinfo', (body) => ({ ...body, data: without(body.data, ['sandbox_url']) })],
  ['/api/withdraw', (body) => ({ ...body, message: OK, data: [] })],
  ['/api/activitylist', (body, request, app) => ({ ...body, data: rows(body.data, storedBanner(request, app)) })],
  ['/api/activitydeatil', (body, request, app) => ({ ...body, data: storedBanner(request, app)(body.data) })],
  [
    '/api/getBetAmount',
    async (body, request, app) => {
      const achieved = await turnoverSinceLastWithdrawal(app.db, memberOf(request).user.id);
      return { ...body, data: { bet_amount: formatCents(achieved) } };
    },
  ],
  ['/api/betrecord', (body) => ({ ...body, data: rows(body.data, (row) => without(row, ['created_at', 'plays'])) })],
]);

export function isSuccess(payload: unknown): payload is SuccessBody {
  return isData(payload) && payload.code === 200;
}
