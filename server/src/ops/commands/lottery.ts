/** Lottery rounds: the current, next and last round of each lottery, what is stuck; voiding a round. */
import type { RoundsAnswer as Rounds, VoidAnswer } from '../../../../contract/ops/answers.ts';
import { answer, UsageError, type CommandGroup } from './types.ts';

const ROUND_STATE_ZH: Record<string, string> = { open: '投注中', closed: '封盘中' };

function roundLines(d: Rounds): string {
  const lines = [
    `服务器时间 ${d.now}，本进程${d.leader ? '是' : '不是'}开奖进程 (leader: ${d.leader ? 'yes' : 'no'})` +
      (d.round_seconds ? `，ROUND_SECONDS=${d.round_seconds}` : ''),
  ];
  lines.push('id\tlottery\tcurrent\tstate\tdraw_at\ttimeout\tbets\tstake\tnext\tlast\tunsettled');
  for (const l of d.lotteries) {
    const c = l.current;
    lines.push(
      [
        l.id,
        l.title + (l.running ? '' : ' (已停用)'),
        c?.expect ?? '-',
        c ? (ROUND_STATE_ZH[c.state] ?? c.state) : '-',
        c?.draw_at ?? '-',
        c ? `${c.timeout}s` : '-',
        c?.bets ?? 0,
        c?.stake ?? '0.00',
        l.next?.expect ?? '-',
        l.last ? `${l.last.expect} ${l.last.result} (${l.last.status})` : '-',
        `${l.unsettled_rounds} 期 / ${l.unsettled_bets} 注` +
          (l.overdue_rounds ? `，${l.overdue_rounds} 期逾期未开奖` : '') +
          (l.settle_failed_rounds ? `，${l.settle_failed_rounds} 期结算失败` : ''),
      ].join('\t'),
    );
  }
  for (const l of d.lotteries)
    for (const v of l.recent_voids)
      lines.push(`${l.title} 第${v.expect}期已作废 (${v.voided_at}，${v.voided_by})：${v.reason || '未记录原因'}`);
  return lines.join('\n');
}

/** Exit 1 when something is stuck: rounds overdue or drawn and not settled. */
function roundsNeedAttention(d: Rounds): boolean {
  return d.lotteries.some((l) => l.unsettled_rounds > 0 || l.overdue_rounds > 0);
}

export const lotteryCommands: CommandGroup = {
  usage: [
    'npm run ops -- rounds                        彩票当前期号与状态 (lottery rounds: current, next, last, unsettled)',
    'npm run ops -- round void <lottery_id> <expect> <原因…>  作废一期并退还全部未结算投注，只退一次；必须填写原因 (void a round with a reason, refund every bet once)',
  ],
  plan(command, rest) {
    if (command === 'rounds' && rest.length === 0) {
      return answer<Rounds>({
        method: 'GET',
        path: '/admin/lottery/rounds',
        show: roundLines,
        exitCode: (d) => (roundsNeedAttention(d) ? 1 : 0),
      });
    }
    if (command === 'round' && rest[0] === 'void') {
      const [, lotteryId, expect, ...words] = rest;
      const reason = words.join(' ').trim();
      if (!reason || !/^\d+$/.test(lotteryId ?? '') || !/^\d+$/.test(expect ?? ''))
        throw new UsageError('用法 (usage): round void <lottery_id> <expect> <原因 reason…>');
      return answer<VoidAnswer>({
        method: 'POST',
        path: '/admin/lottery/rounds/void',
        body: { lottery_id: Number(lotteryId), expect, reason },
        show: (d) =>
          d.replayed
            ? `第${d.expect}期已作废，未重复退款 (already void: nothing refunded again)`
            : `已作废第${d.expect}期：退还 ${d.bets} 注，${d.players} 位玩家，共 ${d.refunded}`,
      });
    }
    return undefined;
  },
};
