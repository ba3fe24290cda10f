import { REOPEN_DELAY_HOURS } from '@/contract/protection/rules';

/** A restricted member's view (/restricted), the reality check and the session line of the game screens. */
export const protection = {
  /** docs/SCREENS.md#restricted: each state in words (the server's message says the rest). */
  states: { timeout: '冷静期', exclusion: '自我排除', closed: '账户已关闭', reopening: '重新开放中' },
  stateLabel: '账户状态',
  until: '结束时间',
  reopenAt: '开放时间',
  beijing: '北京时间',
  balance: '中心钱包余额',
  refreshBalance: '刷新余额',
  withdraw: '取款',
  reopen: '申请重新开放',
  reopening: '申请中...',
  reopenHint: `申请后账户将于${REOPEN_DELAY_HOURS}小时后重新开放`,
  kefu: '在线客服',
  onlyWithdraw: '限制期间可以查询余额、提款和联系在线客服',
  /** /withdrawal on a restricted account that still lacks a real name or a pay password. */
  withdrawBlocked: '账户限制期间无法绑定真实姓名或设置支付密码，如需提款请联系在线客服',
  /** docs/SCREENS.md#reality-check: the setting (placed on /responsible). */
  realityCheck: {
    label: '现实检查提醒',
    hint: '按所选间隔提醒您本次登录的时长与输赢',
    off: '不提醒',
    every: (minutes: number) => `每${minutes}分钟`,
  },
  /** The dialog. */
  check: {
    title: '现实检查',
    loggedIn: (hours: number, minutes: number) => `已登录 ${hours} 小时 ${minutes} 分钟`,
    staked: '本次投注',
    won: '本次派彩',
    net: '本次输赢',
    loadFailed: '本次输赢加载失败',
    continue: '继续游戏',
    logout: '退出登录',
    limits: '设置限额',
  },
  /** The session line of the lottery room and the game page. */
  sessionLine: (clock: string, net: string) => `本次 ${clock} · 输赢 ${net}`,
  sessionLineLabel: '本次登录时长与输赢',
} as const;
