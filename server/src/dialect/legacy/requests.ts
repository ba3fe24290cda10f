/**
 * What the legacy servers do with their input before any answer: /api/transfer takes whole yuan
 * (PHP intval), and a few controllers crash (HTTP 500 page) on a key they read without checking.
 * Each runs after the route's own guard, as the legacy controllers ran after their auth middleware,
 * and before the route decides its input (what the legacy controller read is what it crashed on).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendLegacyPage } from './pages.ts';

type RequestQuirk = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The parameter as the legacy controller read it: the body's, else the query's. */
function param(request: FastifyRequest, key: string): unknown {
  for (const source of [request.body, request.query])
    if (typeof source === 'object' && source !== null && Object.hasOwn(source, key))
      return (source as Record<string, unknown>)[key];
  return undefined;
}

const DECIMAL = /^\s*([+-]?\d+)\.\d*\s*$/;

/**
 * intval on a decimal amount: "12.50" → "12", 12.5 → 12. Anything else is left as sent, so the
 * call refuses it as it refuses any bad amount. Digit work on the text only, never float arithmetic.
 */
export function wholeYuan(value: unknown): unknown {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return value;
  const match = DECIMAL.exec(text);
  if (!match) return value;
  return typeof value === 'number' ? Number(match[1]) : match[1];
}

function truncateAmount(source: unknown): void {
  if (typeof source === 'object' && source !== null && 'amount' in source) {
    const params = source as Record<string, unknown>;
    params.amount = wholeYuan(params.amount);
  }
}

const transferInWholeYuan: RequestQuirk = async (request) => {
  truncateAmount(request.query);
  truncateAmount(request.body);
};

/** PHP's loose `==` against small integers: 1, "1", " 1 " match 1. */
function isOneOf(value: unknown, allowed: readonly number[]): boolean {
  if (typeof value !== 'number' && typeof value !== 'string') return false;
  const text = String(value).trim();
  return /^\d+$/.test(text) && allowed.includes(Number(text));
}

/** The HTML 500 the legacy controller crashes with when `key` fails `accepts`. */
function crashUnless(key: string, accepts: (value: unknown) => boolean): RequestQuirk {
  return async (request, reply) => {
    if (!accepts(param(request, key))) return sendLegacyPage(reply, 500);
  };
}

/** The pay types the legacy /api/recharge switch knows; any other (`wechat` too) falls through it. */
const LEGACY_PAY_TYPES = new Set(['bank', 'alipay', 'wxpay', 'usdt', 'ebpay']);

/** An unknown paytype answers an empty HTTP 200 body (docs/API.md#envelope): nothing is created. */
const emptyBodyForUnknownPayType: RequestQuirk = async (request, reply) => {
  const paytype = param(request, 'paytype');
  if (typeof paytype !== 'string' || !LEGACY_PAY_TYPES.has(paytype))
    return reply.status(200).type('text/html; charset=UTF-8').send('');
};

export const REQUEST_QUIRKS: ReadonlyMap<string, RequestQuirk> = new Map([
  ['/api/transfer', transferInWholeYuan],
  ['/api/recharge', emptyBodyForUnknownPayType],
  // Types 1–4 only: 5 (gifts), 6 (rebates), any other or none leave the row list undefined.
  ['/api/gettransrecord', crashUnless('type', (v) => isOneOf(v, [1, 2, 3, 4]))],
  // 1 bank, 2 USDT, 3 ebpay; anything else is an undefined query.
  ['/api/getcard', crashUnless('type', (v) => isOneOf(v, [1, 2, 3]))],
  // $data['type'] read without isset: a missing key is the PHP notice turned into a 500.
  ['/api/message', crashUnless('type', (v) => v !== undefined)],
]);
