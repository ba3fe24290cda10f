/**
 * The VIP day tells each member whose level changed, in their inbox, inside the day's transaction:
 * the change and its message are written together or not at all.
 */
import {
  VIP_DEMOTED_TITLE,
  VIP_PROMOTED_TITLE,
  vipDemotedText,
  vipPromotedText,
} from '../../../../contract/rewards/rules.ts';
import type { Queryable } from '../../db/types.ts';
import { formatCents } from '../../lib/money.ts';
import { sendMessage } from '../content/inbox.ts';
import { RETENTION_DAYS } from './vip-levels.ts';

export async function notifyPromoted(q: Queryable, userIds: number[], to: number): Promise<void> {
  for (const userId of userIds) {
    await sendMessage(q, { userId, title: VIP_PROMOTED_TITLE, content: vipPromotedText(to) });
  }
}

export async function notifyDemoted(
  q: Queryable,
  userIds: number[],
  from: number,
  retentionFlow: bigint,
): Promise<void> {
  const content = vipDemotedText(from, from - 1, RETENTION_DAYS, formatCents(retentionFlow));
  for (const userId of userIds) {
    await sendMessage(q, { userId, title: VIP_DEMOTED_TITLE, content });
  }
}
