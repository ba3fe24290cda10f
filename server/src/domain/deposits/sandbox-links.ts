/**
 * Demo mode (SANDBOX_PAYMENTS, on by default): the QR pay ways get a sandbox payment page that
 * pays the deposit the way a provider's callback would. These are its links and the QR image's.
 */
import type { PayWay } from './pay-ways.ts';

export function sandboxPayUrl(origin: string, outTradeNo: string): string {
  return `${origin}/sandbox/pay/${encodeURIComponent(outTradeNo)}`;
}

/** The QR image of a deposit (payinfo cardlist.payimg). */
export function depositQrUrl(origin: string, outTradeNo: string): string {
  return `${origin}/qr/deposit/${encodeURIComponent(outTradeNo)}.svg`;
}

/** Only the QR ways are paid through the sandbox; bank transfers wait for an operator. */
export function sandboxApplies(way: PayWay, sandboxEnabled: boolean): boolean {
  return sandboxEnabled && way.channel !== null;
}
