/** The operator audit: the newest rows, and a walk of its hash chain (exit 1 on a break). */
import type { AuditLogAnswer, ChainReport } from '../../../../contract/ops/answers.ts';
import { answer, text, UsageError, type CommandGroup } from './types.ts';

function verifyLines(d: ChainReport): string {
  const lines = [
    d.ok
      ? `哈希链完整 (audit chain OK): ${d.rows} 条记录`
      : `哈希链断裂 (audit chain BROKEN): ${d.breaks} 处，共 ${d.rows} 条记录`,
    ...d.listed.map((b) => `  #${b.seq} ${b.problem}`),
  ];
  if (d.head) lines.push(`最新 head: #${d.head.seq} ${d.head.at} ${d.head.hash}（请另行保存，以便发现末尾记录被删除）`);
  if (d.unchained) lines.push(`另有 ${d.unchained} 条哈希链之前的记录 (rows from before the chain)`);
  return lines.join('\n');
}

export const auditLogCommands: CommandGroup = {
  usage: [
    'npm run ops -- audit-log [--limit N]         最近的运营操作记录 (the newest operator actions, 50 by default)',
    'npm run ops -- audit-log verify              校验操作记录哈希链，断裂时退出码 1 (walk the audit hash chain)',
  ],
  options: { limit: { type: 'string' } },
  plan(command, rest, options) {
    if (command !== 'audit-log') return undefined;
    if (rest.length === 1 && rest[0] === 'verify') {
      return answer<ChainReport>({
        method: 'GET',
        path: '/admin/audit-log/verify',
        show: verifyLines,
        exitCode: (d) => (d.ok ? 0 : 1),
      });
    }
    if (rest.length > 0) return undefined;
    const limit = text(options, 'limit');
    if (limit !== undefined && !/^\d{1,3}$/.test(limit)) throw new UsageError(`条数无效 (invalid limit): ${limit}`);
    return answer<AuditLogAnswer>({
      method: 'GET',
      path: `/admin/audit-log${limit ? `?limit=${limit}` : ''}`,
      options: ['limit'],
      show: (d) =>
        [
          'seq\tat\toperator\tstatus\tcall\tbody',
          ...d.actions.map(
            (a) => `#${a.seq}\t${a.at}\t${a.operator}\t${a.status}\t${a.method} ${a.path}\t${a.body ?? ''}`,
          ),
        ].join('\n'),
    });
  },
};
