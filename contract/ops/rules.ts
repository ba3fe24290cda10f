/** Operator calls (/admin/*, bearer ops token): limits of their inputs and their refusals. */

/** Longest maintenance notice. */
export const MAX_REPAIR_TIPS_LENGTH = 500;
/** Longest reason recorded with a round void. */
export const MAX_VOID_REASON_LENGTH = 200;
/** Longest review memo. */
export const MAX_REVIEW_MEMO_LENGTH = 200;
/** Rows per page of the operator lists: 50 unless asked, never above 500. */
export const OPS_PAGE = { default: 50, max: 500 } as const;
/** Days the promotions report covers at most (7 unless asked). */
export const MAX_REPORT_DAYS = 90;
/** Audit rows one listing shows at most (50 unless asked). */
export const AUDIT_LOG_PAGE = { default: 50, max: 500 } as const;

/** The two answers of every review (deposits, withdrawals, applications, agents). */
export const REVIEW_ACTIONS = ['approve', 'reject'] as const;
/** The filters of every review list. */
export const REVIEW_STATES = ['pending', 'approved', 'rejected', 'all'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** The Chinese refusals of operator input (HTTP 400), one per field kind. */
export const OPS_MESSAGES = {
  invalid: '参数错误',
  money: '金额格式错误：应为元，最多两位小数，如 100.50',
  positiveMoney: '金额应大于 0，最多两位小数，如 100.50',
  id: '编号应为正整数',
  action: '操作只能是 approve 或 reject',
  reviewState: '状态只能是 pending、approved、rejected 或 all',
  page: '页码应为正整数',
  limit: `每页条数应为 1 至 ${OPS_PAGE.max}`,
  username: '请填写会员账号',
  userStatus: '状态只能是 active 或 disabled',
  siteState: '站点状态只能是 open 或 maintenance',
  repairTips: `维护提示应为 1 至 ${MAX_REPAIR_TIPS_LENGTH} 个字`,
  memo: `备注最多 ${MAX_REVIEW_MEMO_LENGTH} 个字`,
  orderNo: '订单号格式错误',
  debitMemo: '请填写扣款原因（1 至 200 个字）',
  debitExceedsBalance: (balance: string) => `扣款金额超过会员余额（当前余额 ${balance}），未扣款`,
  settingKey: '请填写设置项',
  settingValue: '请填写设置值',
  operatorName: '名称应为 2 至 32 个小写字母、数字或 _ . -，以字母开头',
  lotteryId: '彩种编号应为正整数',
  expect: '期号应为数字',
  voidReason: `请填写作废原因（1 至 ${MAX_VOID_REASON_LENGTH} 个字）`,
  title: '标题应为 1 至 100 个字',
  content: '请填写内容',
  image: '请填写图片路径或 https 地址',
  link: '链接应为 http(s) 地址或站内路径',
  noticeType: '公告类型只能是 1、2 或 3',
  flag: '开关只能是 true 或 false',
  cateid: '分类应为 1 至 99',
  contentKind: '类型只能是 notices、banners、articles 或 messages',
  appSettingKey: '设置项不支持',
  url: '链接应为 http(s) 地址',
  level: 'VIP 等级应为 1 至 10',
  rate: '比例应为百分数，最多两位小数，如 0.50',
  onOff: '开关只能是 1 或 0',
  count: '数量超出范围',
  timeOfDay: '时间格式应为 HH:MM:SS（北京时间）',
  day: '日期格式应为 YYYY-MM-DD（北京时间）',
  days: `天数应为 1 至 ${MAX_REPORT_DAYS}`,
  multiple: '流水倍数应为数字，最多两位小数，如 1.5',
  beijingTime: '时间格式应为 YYYY-MM-DD[ HH:mm[:ss]]（北京时间）',
  activityType: '活动类型应为正整数',
  applyLimit: '申请次数应为正整数',
  canApply: 'can_apply 只能是 1 或 0',
  reason: '原因最多 200 个字',
  text: '内容过长',
  all: 'all 只能是 1 或 0',
  trial: 'trial 只能是 1 或 0',
} as const;
