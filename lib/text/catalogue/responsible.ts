/**
 * /responsible: the responsible-gaming page (limits, time-outs, self-exclusion, self-assessment,
 * help lines; docs/SCREENS.md#responsible). The server's own messages (limit and exclusion
 * refusals, their confirmations) come from contract/protection/rules.ts, named here, never retyped.
 */
import { EXCLUSION_MESSAGES, type LimitKind } from '@/contract/protection/rules';

export const responsible = {
  introTitle: '理性游戏，快乐娱乐',
  intro: '游戏应当是一种娱乐，而不是赚钱的方式。请只用闲钱游戏，为自己设定预算和时间，感到失控时及时休息。',
  introPoints: [
    '只用可以承受损失的闲钱游戏',
    '不要试图追回输掉的钱',
    '为游戏设定时间和金额上限',
    '情绪低落或饮酒后不要投注',
  ],
  toolsTitle: '自我管理工具',
  toolsLoginText: '登录后即可设置存款、亏损和投注限额，或申请冷静期与自我排除',
  toLogin: '前往登录',

  limits: {
    title: '限额设置',
    intro: '为存款、净亏损和投注设定 24 小时、7 天或 30 天的上限，达到后当期不能再存款或投注。',
    kindTitle: (kind: string) => `${kind}限额`,
    none: '未设置',
    amount: (yuan: string) => `¥${yuan}`,
    /** What the rolling window holds now, per kind. */
    used: { deposit: '已存款', loss: '净亏损', stake: '已投注' } as Record<LimitKind, string>,
    usedOf: (label: string, used: string) => `${label} ¥${used}`,
    active: '已生效',
    pendingRaise: (yuan: string, at: string) => `待生效：提高至 ¥${yuan}，于 ${at}（北京时间）后可确认`,
    pendingRemoval: (at: string) => `待生效：取消限额，于 ${at}（北京时间）后可确认`,
    confirm: '确认生效',
    edit: '修改',
    /** A limit's full name from the contract's period and kind words (24 小时存款限额). */
    name: (period: string, kind: string) => `${period}${kind}限额`,
    editLabel: (name: string) => `修改${name}`,
    confirmLabel: (name: string) => `确认生效：${name}`,
    editTitle: (name: string) => `设置${name}`,
    current: (value: string) => `当前限额：${value}`,
    field: '限额（元）',
    placeholder: '留空则取消限额',
    rule: '降低限额立即生效；提高或取消限额需等待 24 小时，到期后还需您再次确认才会生效。',
    raiseWarning: '这是提高限额：24 小时后需再次确认才会生效，在此之前仍按当前限额执行。',
    removeWarning: '这是取消限额：24 小时后需再次确认才会生效，在此之前仍按当前限额执行。',
    lowerNote: '新限额保存后立即生效。',
    save: '保存',
    cancel: '取消',
    loadFailed: '限额加载失败',
  },

  exclusion: {
    title: '冷静期与自我排除',
    intro:
      '需要休息时，可以开始冷静期（1 至 42 天）或自我排除（6 个月至 5 年）。期间只能查询余额和提款，不能提前结束；开始后所有设备将立即退出登录。',
    timeoutGroup: '冷静期',
    exclusionGroup: '自我排除',
    choiceLabel: '选择冷静期或自我排除',
    hours24: '24 小时',
    days: (n: number) => `${n} 天`,
    customDays: '自定义天数',
    customField: '天数',
    customPlaceholder: (max: number) => `1-${max}`,
    months: (n: number) => (n % 12 === 0 ? `${n / 12} 年` : `${n} 个月`),
    next: '下一步',
    dialogTitle: '请确认',
    password: '登录密码',
    passwordPlaceholder: '请输入登录密码',
    /** The danger button names what it starts. */
    confirm: (what: string) => `确认开始${what}`,
    cancel: '取消',
    passwordRequired: EXCLUSION_MESSAGES.passwordRequired,
    loadFailed: '状态加载失败',
  },

  reality: {
    title: '现实检查',
    intro: '游戏时按您选择的间隔提醒您已玩了多久、投注和输赢多少。',
  },

  assessment: {
    title: '自我评估',
    intro: '以下 9 个问题关于过去 12 个月里您的投注情况，请如实选择。',
    privacy: '结果只在本机计算，不会发送或保存。本评估仅供参考，不构成诊断。',
    answers: ['从不', '有时', '经常', '几乎总是'],
    questions: [
      '您是否投注过超出自己承受能力的金额？',
      '您是否需要投注更多的金额才能获得同样的兴奋感？',
      '输钱之后，您是否会再来投注，试图把输掉的钱赢回来？',
      '您是否为了投注而借钱或变卖物品？',
      '您是否觉得自己的投注可能已经成为一个问题？',
      '投注是否给您带来了压力、焦虑或其他健康问题？',
      '身边的人是否批评过您的投注，或说您有投注问题（无论您是否认同）？',
      '投注是否给您或您的家庭带来了经济困难？',
      '您是否对自己的投注方式或投注的后果感到内疚？',
    ],
    question: (n: number, text: string) => `${n}. ${text}`,
    progress: (answered: number, total: number) => `已回答 ${answered}/${total}`,
    score: (score: number) => `得分 ${score}`,
    bands: {
      none: '低风险',
      low: '低度风险',
      moderate: '中度风险',
      high: '高风险',
    },
    advice: {
      none: '您的投注习惯目前看起来在可控范围内。请继续把游戏当作娱乐，也可以随时设置限额。',
      low: '您的投注可能开始带来一些影响。建议设置存款限额，并留意自己投注的时间和金额。',
      moderate: '您的投注可能已经带来一些负面影响。建议设置存款和亏损限额，考虑开始冷静期，并和家人朋友聊一聊。',
      high: '您的投注可能已经对您造成伤害。建议立即休息：开始冷静期或自我排除，并联系下方的求助热线获得专业帮助。',
    },
    toLimits: '设置限额',
    toExclusion: '冷静期与自我排除',
    toHelp: '求助热线',
    toLogin: '登录后使用这些工具',
    again: '重新评估',
  },

  help: {
    title: '求助热线',
    intro: '如果投注给您或身边的人带来困扰，可以联系以下机构获得免费、保密的帮助。',
    none: '暂无求助热线信息，如需帮助请联系',
    kefu: '在线客服',
    call: (phone: string) => `拨打 ${phone}`,
    visit: '访问网站',
    visitOf: (name: string) => `访问${name}网站`,
    hours: (hours: string) => `服务时间：${hours}`,
  },
} as const;
