import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { BEIJING_OFFSET_MS, parseBeijing } from './time';

dayjs.extend(utc);

/** Format epoch milliseconds as Beijing wall time (UTC+8, whatever the device's zone). */
export function formatBeijing(epochMs: number, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  return dayjs.utc(epochMs + BEIJING_OFFSET_MS).format(pattern);
}

/** A wire time (`Y-m-d H:i:s`, Beijing) shown as every date of the app; the wire's own text when unreadable. */
export function formatWireBeijing(wire: string): string {
  const ms = parseBeijing(wire);
  return ms === null ? wire : formatBeijing(ms);
}
