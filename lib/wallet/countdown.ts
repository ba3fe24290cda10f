/**
 * The payment countdown of /payInfo (docs/SCREENS.md#payinfo: 60 minutes; docs/API.md#payinfo: from info.created_at,
 * stops at 0). `createdAtMs` is the epoch parsed as Beijing time by lib/time, so the device's
 * zone never shifts it.
 */
import { PAYMENT_COUNTDOWN_MS } from '@/lib/constants';
import * as t from '@/lib/text/zh-CN';

export interface Countdown {
  /** Whole seconds left, 0 once expired. */
  seconds: number;
  expired: boolean;
  /** 请在mm：ss内完成支付 */
  text: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function paymentCountdown(
  createdAtMs: number,
  nowMs: number,
  windowMs: number = PAYMENT_COUNTDOWN_MS,
): Countdown {
  // Capped at the window: a device clock behind the server's must not show 61:30.
  const leftMs = Math.min(windowMs, createdAtMs + windowMs - nowMs);
  // Rounded up so 00:00 and 'expired' arrive together.
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  const text = t.deposit.countdown(pad(Math.floor(seconds / 60)), pad(seconds % 60));
  return { seconds, expired: seconds === 0, text };
}
