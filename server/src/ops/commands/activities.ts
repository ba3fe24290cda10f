/** Activities: create, publish and withdraw them; list, approve and reject applications. */
import { parseAmount } from '../../lib/money.ts';
import type { ActivityView, ApplicationReviewed, ApplicationView } from '../../../../contract/ops/answers.ts';
import { REVIEW_STATES } from '../../../../contract/ops/rules.ts';
import { answer, text, UsageError, type CommandGroup, type Options } from './types.ts';

/** --option → body key of `activity create`. */
const DRAFT_OPTIONS: Record<string, string> = {
  type: 'type',
  title: 'title',
  banner: 'banner',
  content: 'content',
  memo: 'memo',
  bonus: 'bonus',
  limit: 'apply_limit',
  multiple: 'turnover_multiple',
  start: 'start_at',
  end: 'end_at',
};

/** The draft from its --options; --info makes an information-only activity (no 立即申请). */
function readDraft(options: Options): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [option, key] of Object.entries(DRAFT_OPTIONS)) {
    const value = text(options, option);
    if (value !== undefined) body[key] = value;
  }
  if (options.info === true) body.can_apply = '0';
  if (!body.type || !body.title) throw new UsageError('需要 --type 与 --title (type and title are required)');
  if (body.bonus !== undefined && parseAmount(body.bonus) === null) {
    throw new UsageError(`彩金无效 (invalid bonus): "${body.bonus}"`);
  }
  return body;
}

const showActivity = (a: ActivityView) =>
  `#${a.id}\t${a.state}\t类型${a.type}\t${a.title}\t彩金 ${a.bonus}\t限 ${a.apply_limit} 次\t${a.start_at ?? '-'} ~ ${a.end_at ?? '-'}`;

/** A numeric id argument, or a usage error. */
export const id = (text: string | undefined): string => {
  if (!text || !/^\d+$/.test(text)) throw new UsageError(`编号无效 (invalid id): "${text ?? ''}"`);
  return text;
};

export const activityCommands: CommandGroup = {
  usage: [
    'npm run ops -- activities                    活动列表 (list activities)',
    'npm run ops -- activity create --type <id> --title <标题> [--bonus 元] [--limit 次数] [--multiple 流水倍数]',
    '               [--start "YYYY-MM-DD HH:mm"] [--end ...] [--banner url] [--content html] [--memo html] [--info]',
    'npm run ops -- activity publish|withdraw <id>   发布/下架活动 (publish or withdraw)',
    'npm run ops -- applications [pending|approved|rejected|all]   活动申请 (activity applications)',
    'npm run ops -- application approve <id>      通过申请并发放彩金 (approve, pays the bonus once)',
    'npm run ops -- application reject <id> <原因>  拒绝申请 (reject with a reason)',
  ],
  options: {
    ...Object.fromEntries(Object.keys(DRAFT_OPTIONS).map((name) => [name, { type: 'string' } as const])),
    info: { type: 'boolean' },
  },
  plan(command, rest, options) {
    if (command === 'activities' && rest.length === 0) {
      return answer<ActivityView[]>({
        method: 'GET',
        path: '/admin/activities',
        show: (list) => (list.length ? list.map(showActivity).join('\n') : '没有活动 (no activities)'),
      });
    }
    if (command === 'activity' && rest[0] === 'create' && rest.length === 1) {
      return answer<ActivityView>({
        method: 'POST',
        path: '/admin/activities',
        body: readDraft(options),
        options: [...Object.keys(DRAFT_OPTIONS), 'info'],
        show: (a) => `已创建草稿 (draft created): ${showActivity(a)}\n发布: npm run ops -- activity publish ${a.id}`,
      });
    }
    if (command === 'activity' && (rest[0] === 'publish' || rest[0] === 'withdraw') && rest.length === 2) {
      return answer<ActivityView>({
        method: 'POST',
        path: `/admin/activities/${id(rest[1])}/${rest[0]}`,
        show: showActivity,
      });
    }
    if (command === 'applications' && rest.length <= 1) {
      const state = rest[0] ?? 'pending';
      if (!(REVIEW_STATES as readonly string[]).includes(state)) {
        throw new UsageError(`状态无效 (invalid state): ${state}`);
      }
      return answer<ApplicationView[]>({
        method: 'GET',
        path: `/admin/activity-applications?state=${state}`,
        show: (list) =>
          list.length
            ? [
                'id\tstate\tusername\tactivity\tbonus\tcreated\treason',
                ...list.map(
                  (a) => `${a.id}\t${a.state}\t${a.username}\t${a.activity}\t${a.bonus}\t${a.created_at}\t${a.reason}`,
                ),
              ].join('\n')
            : '没有申请 (no applications)',
      });
    }
    if (command === 'application' && rest[0] === 'approve' && rest.length === 2) {
      return answer<ApplicationReviewed>({
        method: 'POST',
        path: `/admin/activity-applications/${id(rest[1])}/approve`,
        body: {},
        show: (r) => `申请 #${r.id} 已通过，彩金 ${r.bonus}${r.balance === null ? '' : `，会员余额 ${r.balance}`}`,
      });
    }
    if (command === 'application' && rest[0] === 'reject' && rest.length >= 3) {
      return answer<ApplicationReviewed>({
        method: 'POST',
        path: `/admin/activity-applications/${id(rest[1])}/reject`,
        body: { reason: rest.slice(2).join(' ') },
        show: (r) => `申请 #${r.id} 已拒绝`,
      });
    }
    return undefined;
  },
};
