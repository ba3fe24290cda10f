/**
 * The refusals operator calls (/admin) make after the schema has checked the input's shape (its
 * field messages are rules.ts's OPS_MESSAGES): what only the database or a domain rule knows (no
 * such row, already reviewed, a day that does not exist). Chinese here, English in
 * contract/i18n/en/ops.ts; the server answers either by Accept-Language.
 */
import { TRIAL_REWARD_REFUSED } from '../money/rules.ts';

export const OPS_REFUSALS = {
  /** The operator audit could not record the call: nothing is handed out (HTTP 500). */
  unrecorded: '操作记录失败，请稍后再试',
  unknownParameter: (key: string) => `不支持的参数: ${key}`,
  noMember: '会员不存在',
  orderNotFound: '订单不存在',
  orderProcessed: '订单已处理',
  inviteNotFound: '邀请礼金记录不存在',
  inviteProcessed: '该邀请礼金已处理',
  applicationNotFound: '申请不存在',
  /** A trial account's activity application: the bonus is never paid. */
  trialApplication: `${TRIAL_REWARD_REFUSED}：请驳回该申请`,
  noActivity: '活动不存在',
  noActivityType: (type: number) => `活动类型 ${type} 不存在`,
  activityTitle: '请填写标题',
  activityEnds: '结束时间应晚于开始时间',
  notBeijingTime: (key: string) => `${key} 不是存在的北京时间`,
  percent: (key: string) => `${key} 应为 0 至 100 的百分数，最多两位小数`,
  noVipLevel: '没有这个 VIP 等级（1–10）',
  vipPageUrl: '链接应为 http(s) 地址，或留空',
  newRuleFields: '新规则需要 day_flow、flow_money、draws 与 percent',
  ruleInvalid: '规则不成立，请检查各项取值',
  noRule: '没有这条规则',
  rebateDay: '日期应为今天或之前的北京日期 YYYY-MM-DD',
  moneySettingKey: (keys: readonly string[]) => `设置项只能是 ${keys.join('、')}`,
  imagePath: '图片应为 /uploads/ 下的路径或 https 地址',
  inboxTarget: '请填写会员账号，或用 all=true 发给全体会员（二选一）',
  noContent: '没有这条内容',
  operatorName: '名称应为 2 至 32 个小写字母、数字或 _ . -，以字母开头，且不能是 "ops"',
  operatorTaken: (name: string) => `运营人员 "${name}" 已存在`,
  noOperator: (name: string) => `没有在用的运营人员 "${name}"`,
} as const;
