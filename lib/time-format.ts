import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { BEIJING_OFFSET_MS } from './time';

dayjs.extend(utc);

/** Format epoch milliseconds as Beijing wall time (UTC+8, whatever the device's zone). */
export function formatBeijing(epochMs: number, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  return dayjs.utc(epochMs + BEIJING_OFFSET_MS).format(pattern);
}
