/** VIP, red packets, rebates and the daily report: limits and messages both programs use. */

/** /api/dofanshui with nothing pending (code 202); the screen refuses locally with NO_REBATE_LOCAL. */
export const NO_REBATE_MESSAGE = '没有可领取的返水';
/** /fanshui: the claim button with nothing pending (checked before calling). */
export const NO_REBATE_LOCAL = '暂无领取额度！';
/** /api/dofanshui success. */
export const REBATE_CLAIMED = '成功领取';

/** Red packets: the switch is off (redpacket_switch "0"). */
export const RED_PACKET_CLOSED = '红包已关闭';
/** Red packets: no draws left (the screen refuses without calling). */
export const RED_PACKET_NOT_ELIGIBLE = '您暂未达到领取条件，快去完成吧！';
/** Red packets: no answer at all. */
export const RED_PACKET_NETWORK = '服务器异常，请稍后再试';
/** /api/douserredpacket refusals (code in the comment). */
export const RED_PACKET_NO_RULE = '暂无红包可抢'; // 500
export const RED_PACKET_DEPOSIT_SHORT = '累计充值不满足活动条件，无法领取'; // 203
export const RED_PACKET_NO_DRAWS = '领取次数已超过奖励次数，无法领取'; // 203
export const RED_PACKET_OUT_OF_WINDOW = '时间未到或者已过，无法领取'; // 202
export const RED_PACKET_WON = '成功领取';

/** redPacketStatus: before the window, inside it, after it (or no rule). */
export const RED_PACKET_STATUS = { ready: 'READY', starting: 'STARTING', end: 'END' } as const;

/** /api/dailyReport: a day outside [the account's first day, today]. */
export const REPORT_DAY_INVALID = '日期不正确';

/** The VIP day's inbox message to a member who went up one level. */
export const VIP_PROMOTED_TITLE = 'VIP等级提升';
export const vipPromotedText = (to: number): string =>
  `恭喜您晋级VIP${to}！您的累计充值与累计流水已达到VIP${to}的晋级条件，尊享更高返水比例与专属福利。`;
/** …and to a member who went down one level (the retention turnover, in yuan, is the reason). */
export const VIP_DEMOTED_TITLE = 'VIP等级调整';
export const vipDemotedText = (from: number, to: number, days: number, retention: string): string =>
  `您的等级已调整为VIP${to}。原因：近${days}天有效投注未达到VIP${from}的保级要求（${retention}元）。`;
