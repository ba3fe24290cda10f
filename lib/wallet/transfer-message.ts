/**
 * docs/SCREENS.md#transfer: a transfer that worked shows one success toast. The server's message
 * (转账成功, a legacy 成功, …) says no more than 转入成功！, so that alone is shown; a message that
 * tells the player something more (a venue's own note) rides in the same toast after it.
 */
import { TRANSFER_MESSAGES } from '@/contract/money/rules';
import { shownMessage } from '@/lib/text/message';
import * as t from '@/lib/text/zh-CN';

const bare = (message: string) =>
  message
    .trim()
    .replace(/[！!。.]+$/u, '')
    .toLowerCase();

/** Success words back ends answer a transfer with (and the English of ours): none adds to 转入成功！. */
const PLAIN_SUCCESS = new Set<string>(
  [TRANSFER_MESSAGES.done, shownMessage(TRANSFER_MESSAGES.done), '转入成功', '成功', '操作成功', 'success', 'ok'].map(
    bare,
  ),
);

export function transferSuccessText(serverMessage: string): string {
  const said = serverMessage.trim();
  if (!said || PLAIN_SUCCESS.has(bare(said)) || bare(said) === bare(t.transfer.success)) return t.transfer.success;
  return t.transfer.successWithNote(said);
}
