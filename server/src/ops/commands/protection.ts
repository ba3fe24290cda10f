/** Player protection: who is restricted, one member's time-outs and self-exclusions, imposing one. */
import type { MemberProtection, ProtectionList, WireExclusionRow } from '../../../../contract/protection/exclusions.ts';
import { limitName, type WireLimit } from '../../../../contract/protection/limits.ts';
import { answer, text, UsageError, type CommandGroup } from './types.ts';

const KIND_LABELS: Record<string, string> = { timeout: '冷静期 (time-out)', exclusion: '自我排除 (self-exclusion)' };

function rowLine(r: WireExclusionRow): string {
  const unit = r.kind === 'timeout' ? '天' : '个月';
  const by = r.imposed_by ? `运营 ${r.imposed_by}` : '会员本人';
  const reopen = r.reopen_at ? `\t重新开放 ${r.reopen_at}` : '';
  return `${r.username}\t${KIND_LABELS[r.kind] ?? r.kind} ${r.length}${unit}\t${r.starts_at} → ${r.ends_at}\t${by}${r.reason ? `: ${r.reason}` : ''}${reopen}`;
}

const isSet = (l: WireLimit): boolean => l.amount !== null || l.pending != null;

function limitLine(l: WireLimit): string {
  const now =
    l.amount === null ? `${limitName(l.kind, l.period, '—')} (无)` : limitName(l.kind, l.period, String(l.amount));
  const pending = l.pending
    ? `\t待生效 ${l.pending.amount ?? '取消'} 自 ${l.pending.available_at}${l.pending.confirmable ? ' (可确认)' : ''}`
    : '';
  return `${now}\t已用 ${l.used}${pending}`;
}

function memberText(d: MemberProtection): string {
  return [
    `会员 ${d.username} (#${d.user_id}): ${d.status.state}${d.status.message ? ` — ${d.status.message}` : ''}`,
    `限额 (limits, set or pending): ${d.limits.filter(isSet).length}`,
    ...d.limits.filter(isSet).map(limitLine),
    `冷静期与自我排除 (time-outs and self-exclusions, 北京时间): ${d.rows.length}`,
    ...d.rows.map(rowLine),
  ].join('\n');
}

export const protectionCommands: CommandGroup = {
  options: { reason: { type: 'string' } },
  usage: [
    'npm run ops -- protection                    冷静期与自我排除中的会员 (members restricted now)',
    "npm run ops -- protection <user>             会员的保护设置 (a member's limits, time-outs, self-exclusions)",
    'npm run ops -- protection <user> impose timeout <天数1-42>|exclusion <月数6|12|24|60> --reason <原因>',
    '                                             施加冷静期或自我排除，不可提前解除 (impose; nothing lifts one early)',
  ],
  plan(command, rest, options) {
    if (command !== 'protection') return undefined;
    if (rest.length === 0)
      return answer<ProtectionList>({
        method: 'GET',
        path: '/admin/protection',
        show: (d) => [`共 ${d.rows.length} 条 (restrictions in force)`, ...d.rows.map(rowLine)].join('\n'),
      });
    const user = encodeURIComponent(rest[0]!);
    if (rest.length === 1)
      return answer<MemberProtection>({ method: 'GET', path: `/admin/protection/${user}`, show: memberText });
    if (rest.length === 4 && rest[1] === 'impose') {
      const reason = text(options, 'reason')?.trim();
      if (!reason) throw new UsageError('缺少原因 (missing --reason <why>)');
      const length = Number(rest[3]);
      if (!Number.isInteger(length)) throw new UsageError(`期限无效 (invalid length): "${rest[3]}"`);
      return answer<MemberProtection>({
        method: 'POST',
        path: `/admin/protection/${user}/impose`,
        body: { kind: rest[2], length, reason },
        options: ['reason'],
        show: memberText,
      });
    }
    return undefined;
  },
};
