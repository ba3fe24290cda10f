/**
 * Demo mode (SANDBOX_PAYMENTS, on by default in demo, never live): the QR pay ways get a sandbox
 * payment page that pays the deposit the way a provider's callback would. These are its links and
 * the QR image's. Both carry a tag, an HMAC under the server secret over the deposit number and its
 * owner: the links are handed out only in the owner's own answers (recharge, payinfo), so only
 * the owner's session can reach the page or the image; a bare deposit number opens nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PayWay } from './pay-ways.ts';

/** The owner's tag of a deposit's links. */
export function depositLinkTag(secret: string, outTradeNo: string, userId: number): string {
  return createHmac('sha256', secret).update(`deposit-link\n${outTradeNo}\n${userId}`).digest('base64url').slice(0, 32);
}

/** Whether `tag` is the owner's tag of this deposit (constant time). */
export function depositLinkTagValid(secret: string, outTradeNo: string, userId: number, tag: unknown): boolean {
  if (typeof tag !== 'string' || tag.length !== 32) return false;
  const expected = Buffer.from(depositLinkTag(secret, outTradeNo, userId));
  const given = Buffer.from(tag);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function sandboxPayUrl(origin: string, outTradeNo: string, tag: string): string {
  return `${origin}/sandbox/pay/${encodeURIComponent(outTradeNo)}?s=${tag}`;
}

/** The QR image of a deposit (payinfo cardlist.payimg). */
export function depositQrUrl(origin: string, outTradeNo: string, tag: string): string {
  return `${origin}/qr/deposit/${encodeURIComponent(outTradeNo)}.svg?s=${tag}`;
}

/** Only the QR ways are paid through the sandbox; bank transfers wait for an operator. */
export function sandboxApplies(way: PayWay, sandboxEnabled: boolean): boolean {
  return sandboxEnabled && way.channel !== null;
}
