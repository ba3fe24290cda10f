/** Promotions: VIP levels, the red-packet switch and rules, a day's rebates, the report. */
import type { TableRow as Row } from '../../../../contract/ops/answers.ts';
import { answer, UsageError, type CommandGroup } from './types.ts';

/** Rows as tab-separated lines under their keys. */
function table(rows: readonly Row[]): string {
  if (rows.length === 0) return '(无 none)';
  const keys = Object.keys(rows[0]!);
  return [keys.join('\t'), ...rows.map((r) => keys.map((k) => String(r[k] ?? '')).join('\t'))].join('\n');
}

/** key=value arguments into a body; anything else is a usage error. */
function pairs(args: readonly string[]): Record<string, string> {
  const body: Record<string, string> = {};
  for (const arg of args) {
    const match = /^([a-z_]+)=(.*)$/.exec(arg);
    if (!match) throw new UsageError(`参数应为 key=value (expected key=value): ${arg}`);
    body[match[1]!] = match[2]!;
  }
  return body;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export const promotionCommands: CommandGroup = {
  usage: [
    'npm run ops -- vip-levels                    VIP等级列表 (VIP levels: needs, retention, rebate %)',
    'npm run ops -- vip-level <1-10> key=value…   修改等级 (recharge= flow= retention_flow= realperson= electron= joker= sport= fish= lottery= e_sport=)',
    'npm run ops -- vip-page <url|none>           /iframepage 框架页面 (the operator VIP rules page; none = the standard page)',
    'npm run ops -- red-packets                   红包开关与规则 (red-packet switch and rules)',
    'npm run ops -- red-packet-switch on|off      红包开关 (turn red packets on or off)',
    'npm run ops -- red-packet-rule [id=N] key=value…  新增/修改规则 (day_flow= flow_money= draws= percent= min_amount= start_time= end_time= turnover_multiple= status=)',
    "npm run ops -- rebate-day <YYYY-MM-DD>       计算/重算某日返水，幂等 (compute a day's rebates; re-running adds only what is missing)",
    'npm run ops -- promotions-report [days]      优惠报表：红包、返水发放/领取/待领 (per day: paid, claimed, pending)',
  ],
  plan(command, rest) {
    switch (command) {
      case 'vip-levels':
        if (rest.length > 0) return undefined;
        return answer<Row[]>({ method: 'GET', path: '/admin/promotions/vip-levels', show: table });
      case 'vip-level': {
        const [level, ...args] = rest;
        if (!level || !/^\d+$/.test(level) || args.length === 0) return undefined;
        return answer<Row>({
          method: 'POST',
          path: `/admin/promotions/vip-levels/${level}`,
          body: pairs(args),
          show: (d) => table([d]),
        });
      }
      case 'vip-page':
        if (rest.length !== 1) return undefined;
        return answer<{ vip_page_url: string }>({
          method: 'POST',
          path: '/admin/promotions/vip-page',
          body: { url: rest[0] === 'none' ? '' : rest[0] },
          show: (d) => `VIP规则页面 vip page: ${d.vip_page_url || '(标准页面 standard)'}`,
        });
      case 'red-packets':
        if (rest.length > 0) return undefined;
        return answer<{ redpacket_switch: string; rules: Row[] }>({
          method: 'GET',
          path: '/admin/promotions/red-packets',
          show: (d) => `红包开关 switch: ${d.redpacket_switch === '1' ? '开 on' : '关 off'}\n${table(d.rules)}`,
        });
      case 'red-packet-switch':
        if (rest.length !== 1 || (rest[0] !== 'on' && rest[0] !== 'off')) return undefined;
        return {
          method: 'POST',
          path: '/admin/promotions/red-packets/switch',
          body: { on: rest[0] === 'on' ? '1' : '0' },
          show: () => `红包已${rest[0] === 'on' ? '开启 (on)' : '关闭 (off)'}`,
        };
      case 'red-packet-rule':
        if (rest.length === 0) return undefined;
        return answer<Row>({
          method: 'POST',
          path: '/admin/promotions/red-packets/rules',
          body: pairs(rest),
          show: (d) => table([d]),
        });
      case 'rebate-day':
        if (rest.length !== 1 || !DAY_RE.test(rest[0]!)) return undefined;
        return answer<{ day: string; written: number; amount: string }>({
          method: 'POST',
          path: '/admin/promotions/rebate-day',
          body: { day: rest[0] },
          show: (d) =>
            `${d.day} 返水：新写入 ${d.written} 条，共 ${d.amount} (written ${d.written}, amount ${d.amount})`,
        });
      case 'promotions-report':
        if (rest.length > 1 || (rest[0] !== undefined && !/^\d+$/.test(rest[0]))) return undefined;
        return answer<{ days: Row[] }>({
          method: 'GET',
          path: `/admin/promotions/report${rest[0] ? `?days=${rest[0]}` : ''}`,
          show: (d) => table(d.days),
        });
      default:
        return undefined;
    }
  },
};
