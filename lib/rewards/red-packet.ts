/**
 * What a tap on 抢红包 leads to (docs/SCREENS.md#hongbao), decided before and after the call:
 * the switch off → 红包已关闭; no draws left → the not-eligible popup with 您暂未达到领取条件，快去完成吧！
 * and no call; before or after the window → the not-started or ended popup; otherwise the draw,
 * whose answer is the won popup, any refusal's message in the not-eligible popup, or
 * 服务器异常，请稍后再试 when no answer came.
 */
import type { Cents } from '@/lib/money';
import type { RedPacketInfo } from './types';

export type RedPacketOutcome =
  | { kind: 'closed' }
  | { kind: 'notEligible'; message: string }
  | { kind: 'notStarted' }
  | { kind: 'ended' }
  | { kind: 'won'; amount: Cents }
  | { kind: 'network' };

/** The outcome known without calling the server, or null when the draw must be asked for. */
export function beforeDraw(switchOn: boolean, info: RedPacketInfo, notEligibleText: string): RedPacketOutcome | null {
  if (!switchOn) return { kind: 'closed' };
  if (info.left <= 0) return { kind: 'notEligible', message: notEligibleText };
  if (info.status === 'READY') return { kind: 'notStarted' };
  if (info.status === 'END') return { kind: 'ended' };
  return null;
}
