/** Member requests: agent applications (list, approve, reject) and the feedback inbox. */
import type { AgentApplication, AgentReviewed, FeedbackRow } from '../../../../contract/ops/answers.ts';
import { REVIEW_STATES } from '../../../../contract/ops/rules.ts';
import { id } from './activities.ts';
import { answer, UsageError, type CommandGroup } from './types.ts';

/** Agent applications: list, approve (the member becomes an agent), reject. */
export const agentCommands: CommandGroup = {
  usage: [
    'npm run ops -- agents [pending|approved|rejected|all]   代理申请 (agent applications)',
    'npm run ops -- agent approve <id>            通过代理申请 (isagent=1)',
    'npm run ops -- agent reject <id> [原因]       拒绝代理申请',
  ],
  plan(command, rest) {
    if (command === 'agents' && rest.length <= 1) {
      const state = rest[0] ?? 'pending';
      if (!(REVIEW_STATES as readonly string[]).includes(state)) {
        throw new UsageError(`状态无效 (invalid state): ${state}`);
      }
      return answer<AgentApplication[]>({
        method: 'GET',
        path: `/admin/agents?state=${state}`,
        show: (list) =>
          list.length
            ? [
                'id\tstate\tusername\tmobile\tcreated\tapply_info',
                ...list.map((a) => `${a.id}\t${a.state}\t${a.username}\t${a.mobile}\t${a.created_at}\t${a.apply_info}`),
              ].join('\n')
            : '没有代理申请 (no agent applications)',
      });
    }
    if (command === 'agent' && (rest[0] === 'approve' || rest[0] === 'reject') && rest.length >= 2) {
      return answer<AgentReviewed>({
        method: 'POST',
        path: `/admin/agents/${id(rest[1])}/${rest[0]}`,
        body: { reason: rest.slice(2).join(' ') },
        show: (r) => `代理申请 #${r.id}: ${r.state === 'approved' ? '已通过，会员已成为代理' : '已拒绝'}`,
      });
    }
    return undefined;
  },
};

/** The feedback inbox: new messages (or all with `all`); listing marks them read. */
export const feedbackCommands: CommandGroup = {
  usage: ['npm run ops -- feedback [all]                意见反馈 (new feedback; `all` includes read ones)'],
  plan(command, rest) {
    if (command !== 'feedback' || rest.length > 1 || (rest[0] !== undefined && rest[0] !== 'all')) return undefined;
    return answer<FeedbackRow[]>({
      method: 'GET',
      path: `/admin/feedback${rest[0] === 'all' ? '?all=1' : ''}`,
      show: (list) =>
        list.length
          ? list
              .map(
                (f) =>
                  `#${f.id} ${f.created_at} ${f.username}${f.contact ? ` (${f.contact})` : ''} [${f.state}]\n  ${f.content}`,
              )
              .join('\n')
          : '没有新的反馈 (no new feedback)',
    });
  },
};
