/**
 * Operator calls for content (notices, banners, articles, inbox, app links), promotions (VIP
 * levels, red packets, rebates), activities and their applications, agent applications, feedback
 * and the invite rule. Strict like ./schemas.ts.
 */
import { Type, type Static } from 'typebox';
import { said } from '../common/schemas.ts';
import { CONTENT_LIMITS } from '../content/rules.ts';
import { Id, Money, OneOf, ReviewActionField, ReviewStateField, Strict, StrictChanges, Text, Whole } from './fields.ts';
import { MAX_REPORT_DAYS, OPS_MESSAGES as M } from './rules.ts';

/* ---- Content ---- */

/** Not blank: at least one character that is not white space. */
const NOT_BLANK = '\\S';
const Title = Type.String({
  minLength: 1,
  maxLength: CONTENT_LIMITS.titleMax,
  pattern: NOT_BLANK,
  description: 'Title (1..100 characters).',
  ...said(M.title),
});
const Body = (description: string) =>
  Type.String({
    minLength: 1,
    maxLength: CONTENT_LIMITS.contentMax,
    pattern: NOT_BLANK,
    description,
    ...said(M.content),
  });
const Flag = (description: string) => Type.Boolean({ description, ...said(M.flag) });

/** The app-download, discover and sponsor links operators set through /admin/app-settings. */
export const APP_LINK_KEYS = [
  'ios_download_url',
  'ios_download_qrcode',
  'android_download_url',
  'h5_url',
  'big_stage_url',
  'sponsor_url_1',
  'sponsor_url_2',
] as const;

export const AppSettingBody = Strict({
  key: OneOf(APP_LINK_KEYS, APP_LINK_KEYS.join(' | '), M.appSettingKey),
  value: Text(0, 500, "The link ('' clears it); ios_download_qrcode: a picture under /uploads/.", M.url),
});
export type AppSettingBody = Static<typeof AppSettingBody>;

export const NoticeBody = Strict({
  title: Title,
  content: Body('Plain text.'),
  type: Type.Optional(Whole(1, 3, '1 通知, 2 活动, 3 公告 (default 3).', M.noticeType)),
  on_home: Type.Optional(Flag('true: also in the home notice bar.')),
});
export type NoticeBody = Static<typeof NoticeBody>;

export const BannerBody = Strict({
  image: Text(1, 500, 'Path under /uploads/ or an https URL.', M.image),
  title: Title,
  url: Type.Optional(Text(0, 500, 'Where a tap goes: an http(s) URL or an in-app path.', M.link)),
});
export type BannerBody = Static<typeof BannerBody>;

export const ArticleBody = Strict({
  cateid: Whole(1, 99, 'Category: 1 FAQ … 5 terms/agent plan, 6 privacy, 7 about, 8 responsible gaming.', M.cateid),
  name: Title,
  content: Body('HTML (the client sanitises it).'),
});
export type ArticleBody = Static<typeof ArticleBody>;

export const InboxBody = Strict({
  username: Type.Optional(Text(1, 64, 'One member; leave out with all=true for every member.', M.username)),
  all: Type.Optional(Flag('true: to every member.')),
  title: Title,
  content: Body('Plain text.'),
});
export type InboxBody = Static<typeof InboxBody>;

export const CONTENT_KINDS = ['notices', 'banners', 'articles', 'messages'] as const;
export const ContentParams = Strict({
  kind: OneOf(CONTENT_KINDS, CONTENT_KINDS.join(' | '), M.contentKind),
  id: Id('The row id.'),
});
export type ContentParams = Static<typeof ContentParams>;

/* ---- Promotions ---- */

/** A percent with at most two decimals ("0.50"), at most 100. */
const Rate = (description: string) =>
  Type.String({ pattern: '^\\d{1,3}(\\.\\d{1,2})?$', description, ...said(M.rate) });
const TimeOfDay = (description: string) =>
  Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', description, ...said(M.timeOfDay) });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (Beijing).', ...said(M.day) });

export const LevelParams = Strict({ level: Whole(1, 10, 'The VIP level (1–10).', M.level) });
export type LevelParams = Static<typeof LevelParams>;

export const VipLevelEditBody = StrictChanges({
  recharge: Money('Deposits needed (yuan).'),
  flow: Money('Turnover needed (yuan).'),
  retention_flow: Money('Turnover that keeps the level (yuan).'),
  realperson: Rate('Rebate percent.'),
  electron: Rate('Rebate percent.'),
  joker: Rate('Rebate percent.'),
  sport: Rate('Rebate percent.'),
  fish: Rate('Rebate percent.'),
  lottery: Rate('Rebate percent.'),
  e_sport: Rate('Rebate percent.'),
});
export type VipLevelEditBody = Static<typeof VipLevelEditBody>;

export const VipPageBody = Strict({
  url: Text(0, 500, "The page /iframepage frames (http or https); '' = the standard page.", M.url),
});
export type VipPageBody = Static<typeof VipPageBody>;

export const RedPacketSwitchBody = Strict({ on: OneOf(['1', '0'] as const, '1 on, 0 off.', M.onOff) });
export type RedPacketSwitchBody = Static<typeof RedPacketSwitchBody>;

/** A new rule without id (day_flow, flow_money, draws and percent required), a change with it. */
export const RedPacketRuleBody = StrictChanges({
  id: Id('The rule to change; leave out for a new rule.'),
  day_flow: Money("The day's turnover that earns draws (yuan)."),
  flow_money: Money('Turnover per draw (yuan).'),
  draws: Whole(1, 100, 'Draws at most.'),
  percent: Rate('Percent of the turnover a packet pays.'),
  min_amount: Money('Smallest packet (yuan).'),
  start_time: TimeOfDay('HH:MM:SS, Beijing.'),
  end_time: TimeOfDay('HH:MM:SS, Beijing.'),
  turnover_multiple: Whole(0, 100, 'Turnover requirement = packet × this.'),
  status: Whole(0, 1, '1 on, 0 off.', M.onOff),
});
export type RedPacketRuleBody = Static<typeof RedPacketRuleBody>;

export const RebateDayBody = Strict({ day: Day });
export type RebateDayBody = Static<typeof RebateDayBody>;

export const PromotionsReportQuery = Strict({
  days: Type.Optional(Whole(1, MAX_REPORT_DAYS, 'Days back from today (default 7).', M.days)),
});
export type PromotionsReportQuery = Static<typeof PromotionsReportQuery>;

/* ---- Activities, applications, agents, feedback, the invite rule ---- */

const Multiple = (description: string) =>
  Type.String({ pattern: '^\\d{1,6}(\\.\\d{1,2})?$', description, ...said(M.multiple) });
const BeijingTime = (description: string) =>
  Type.String({
    pattern: '^(\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2})?)?)?$',
    description,
    ...said(M.beijingTime),
  });

export const ActivityDraftBody = Strict({
  type: Id('Activity type id.', M.activityType),
  title: Title,
  banner: Type.Optional(Text(0, 500, 'Banner: a path under /uploads/ or an absolute URL.')),
  content: Type.Optional(Text(0, 100_000, 'Content HTML (sanitised when stored).')),
  memo: Type.Optional(Text(0, 100_000, 'Memo HTML (sanitised when stored).')),
  can_apply: Type.Optional(Whole(0, 1, '1 members apply (default), 0 information only.', M.canApply)),
  apply_limit: Type.Optional(Id('Applications one member may make (default 1).', M.applyLimit)),
  bonus: Type.Optional(Money('Bonus paid on approval, yuan (default 0 = none).')),
  turnover_multiple: Type.Optional(
    Multiple("Turnover requirement = bonus × this; left out = the site's withdraw_turnover_multiple."),
  ),
  start_at: Type.Optional(BeijingTime("Beijing time 'YYYY-MM-DD[ HH:mm[:ss]]'; empty = open now.")),
  end_at: Type.Optional(BeijingTime("Beijing time 'YYYY-MM-DD[ HH:mm[:ss]]'; empty = no end.")),
});
export type ActivityDraftBody = Static<typeof ActivityDraftBody>;

export const ActivityIdParams = Strict({ id: Id('Activity id.') });
export type ActivityIdParams = Static<typeof ActivityIdParams>;

export const ReviewStateQuery = Strict({ state: Type.Optional(ReviewStateField) });
export type ReviewStateQuery = Static<typeof ReviewStateQuery>;

export const ApplicationReviewParams = Strict({ id: Id('Application id.'), action: ReviewActionField });
export type ApplicationReviewParams = Static<typeof ApplicationReviewParams>;

export const ApplicationReviewBody = Strict({
  reason: Type.Optional(Text(0, 200, 'Why it was rejected (shown to the member).', M.reason)),
});
export type ApplicationReviewBody = Static<typeof ApplicationReviewBody>;

export const FeedbackQuery = Strict({
  all: Type.Optional(OneOf(['1', '0'] as const, '1: read ones too (listing marks new ones read).', M.all)),
});
export type FeedbackQuery = Static<typeof FeedbackQuery>;

export const InviteRuleBody = StrictChanges({
  reward: Money('Gift money per qualifying invitee (yuan); 0 switches rewards off.'),
  min_deposit: Money('The deposit that earns it (yuan).'),
  turnover_multiple: Multiple('Turnover requirement = reward × this.'),
  intro: Text(0, 20_000, 'The gift-money introduction (HTML, sanitised when stored).'),
});
export type InviteRuleBody = Static<typeof InviteRuleBody>;

export const InviteReviewParams = Strict({ id: Id('Invite reward id.'), action: ReviewActionField });
export type InviteReviewParams = Static<typeof InviteReviewParams>;
