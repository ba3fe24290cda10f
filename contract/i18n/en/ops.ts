import { OPERATOR_ROLES, ROLE_LABELS, ROLE_MESSAGES, type OperatorRole } from '../../ops/roles.ts';
import {
  MAX_REPAIR_TIPS_LENGTH,
  MAX_REPORT_DAYS,
  MAX_REVIEW_MEMO_LENGTH,
  MAX_VOID_REASON_LENGTH,
  OPS_MESSAGES,
  OPS_PAGE,
} from '../../ops/rules.ts';
import { byKey, type Messages } from '../matcher.ts';

const ROLE_EN: Record<OperatorRole, string> = {
  reviewer: 'Reviewer',
  content: 'Content',
  finance: 'Finance',
  admin: 'Admin',
};
const roleByLabel = new Map(OPERATOR_ROLES.map((r) => [ROLE_LABELS[r], ROLE_EN[r]]));
/** "“审核”或“财务”" → "Reviewer or Finance". */
const roleList = (zh: string) =>
  [...zh.matchAll(/“([^”]+)”/g)].map((m) => roleByLabel.get(m[1]!) ?? m[1]!).join(' or ');

/** The operator calls' refusals (/admin, `npm run ops`). */
export const ops: Messages = {
  exact: [
    ...byKey(OPS_MESSAGES, {
      invalid: 'Invalid parameters',
      money: 'Invalid amount: yuan with at most two decimals, e.g. 100.50',
      positiveMoney: 'The amount must be above 0 with at most two decimals, e.g. 100.50',
      id: 'The ID must be a positive integer',
      action: 'The action must be approve or reject',
      reviewState: 'The state must be pending, approved, rejected or all',
      page: 'The page must be a positive integer',
      limit: `Rows per page must be 1 to ${OPS_PAGE.max}`,
      username: 'Please give the member’s account',
      userStatus: 'The status must be active or disabled',
      siteState: 'The site state must be open or maintenance',
      repairTips: `The maintenance notice must be 1 to ${MAX_REPAIR_TIPS_LENGTH} characters`,
      memo: `The memo is at most ${MAX_REVIEW_MEMO_LENGTH} characters`,
      orderNo: 'Invalid order number',
      debitMemo: 'Please give the reason for the debit (1 to 200 characters)',
      settingKey: 'Please give the setting',
      settingValue: 'Please give the value',
      operatorName: 'The name must be 2 to 32 lower-case letters, digits or _ . -, starting with a letter',
      lotteryId: 'The lottery ID must be a positive integer',
      expect: 'The round number must be digits',
      voidReason: `Please give the reason for the void (1 to ${MAX_VOID_REASON_LENGTH} characters)`,
      title: 'The title must be 1 to 100 characters',
      content: 'Please give the content',
      image: 'Please give an image path or an https address',
      link: 'The link must be an http(s) address or a path on the site',
      noticeType: 'The notice type must be 1, 2 or 3',
      flag: 'The switch must be true or false',
      cateid: 'The category must be 1 to 99',
      contentKind: 'The kind must be notices, banners, articles or messages',
      appSettingKey: 'Unsupported setting',
      url: 'The link must be an http(s) address',
      level: 'The VIP level must be 1 to 10',
      rate: 'The rate must be a percentage with at most two decimals, e.g. 0.50',
      onOff: 'The switch must be 1 or 0',
      count: 'The number is out of range',
      timeOfDay: 'Times are HH:MM:SS (Beijing time)',
      day: 'Dates are YYYY-MM-DD (Beijing time)',
      days: `Days must be 1 to ${MAX_REPORT_DAYS}`,
      multiple: 'The turnover multiple must be a number with at most two decimals, e.g. 1.5',
      beijingTime: 'Times are YYYY-MM-DD[ HH:mm[:ss]] (Beijing time)',
      activityType: 'The activity type must be a positive integer',
      applyLimit: 'The application limit must be a positive integer',
      canApply: 'can_apply must be 1 or 0',
      reason: 'The reason is at most 200 characters',
      text: 'The text is too long',
      all: 'all must be 1 or 0',
      trial: 'trial must be 1 or 0',
    }),
    ...byKey(ROLE_LABELS, ROLE_EN),
    ...byKey(ROLE_MESSAGES, {
      role: 'The role must be reviewer, content, finance or admin',
      tokenExpired: 'The operator token has expired; ask an admin to rotate it (npm run ops -- operator rotate <name>)',
      rootTokenExpired: 'The root token OPS_TOKEN has expired (OPS_TOKEN_EXPIRES); set a new one and restart',
      tokenRequired: 'An operator token is required',
      selfApproval: 'You cannot approve your own request; another operator must approve it',
      approvalMissing: 'No such approval',
      approvalKeyReused:
        'This request ID was already used for another approval (a different kind, subject or amount); use a new one',
    }),
    [ROLE_MESSAGES.approvalDone('approved'), 'This approval was already decided (approved)'],
    [ROLE_MESSAGES.approvalDone('rejected'), 'This approval was already decided (rejected)'],
  ],
  templates: [
    {
      zh: (balance) => OPS_MESSAGES.debitExceedsBalance(balance),
      en: (balance) => `The debit is more than the member’s balance (now ${balance}); nothing was debited`,
    },
    {
      zh: (id, threshold) => ROLE_MESSAGES.pending(Number(id), threshold),
      en: (id, threshold) =>
        `Amounts above ¥${threshold} need a second operator’s approval: sent for review (approval #${id})`,
    },
  ],
  custom: [
    {
      // The roles a call needs are a list: read back from their labels.
      re: /^权限不足：此操作需要(.+?)角色（当前为“(.+?)”）$/,
      en: (needed, held) => `Permission denied: this needs the ${roleList(needed)} role (yours: ${held})`,
    },
  ],
};
