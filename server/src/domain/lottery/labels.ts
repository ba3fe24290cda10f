/**
 * How a bet reads to people: in the bet notice (第2984522期 大 10元；特码14 20元), in the bet
 * record's `plays` (大 / 特码 14) and in messages about amounts (请输入金额在10-5000之间！).
 */
import { MAX_CONTENT_LENGTH } from '../chat/messages.ts';
import { formatCents } from '../../lib/money.ts';
import type { PlayOption } from './catalog.ts';

/** Whole yuan without decimals ("10"), otherwise 2 decimals ("10.50"). */
export function yuanText(cents: bigint): string {
  const text = formatCents(cents);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

type Labelled = Pick<PlayOption, 'groupName' | 'special' | 'playtitle'>;

/** "大"; a number of a special group: "特码14" (joined) or "特码 14" (spaced, for records). */
export function betLabel(option: Labelled, data: string, separator = ''): string {
  if (option.special !== 1) return option.playtitle;
  const number = data || option.playtitle;
  return `${option.groupName}${separator}${number}`;
}

export interface NoticeItem {
  option: Labelled;
  data: string;
  total: bigint;
}

/** The bet notice, kept within a chat message's length (long orders end with 等N注). */
export function betNotice(expect: bigint, items: readonly NoticeItem[]): string {
  const head = `第${expect}期 `;
  const parts = items.map((i) => `${betLabel(i.option, i.data)} ${yuanText(i.total)}元`);
  let text = head + parts.join('；');
  if ([...text].length <= MAX_CONTENT_LENGTH) return text;
  const tail = (n: number) => `…等${n}注`;
  text = head;
  for (const [i, part] of parts.entries()) {
    const next = `${text}${i === 0 ? '' : '；'}${part}`;
    if ([...next].length + tail(parts.length).length > MAX_CONTENT_LENGTH) break;
    text = next;
  }
  return text + tail(parts.length);
}
