import { SYSTEM_AUTHOR } from '@/contract/chat/rules';
import { ORDER_TEXT } from '@/contract/lottery/rules';

/** The lottery room /lottery (docs/SCREENS.md#lottery; chat channel: docs/API.md#chat-socket). */
export const lottery = {
  title: '彩票房间',
  loadFailed: '房间加载失败',
  /** An unknown or closed room (a stale deep link): the server answered, so no 重试. */
  roomGone: '房间不存在或已关闭',
  backToLobby: '返回彩票大厅',
  /**
   * The room read's refusal of such a room, as this build's language gets it from the reference
   * server (docs/API.md#lotteryroom); a legacy back end always answers the Chinese.
   */
  roomGoneAnswer: ORDER_TEXT.noRoom,
  roundLabel: (expect: string) => `第${expect}期`,
  nextRound: '本期',
  lastRound: '上期',
  // docs/SCREENS.md#lottery: the three states of a round.
  phases: { open: '投注中', closed: '封盘中', drawing: '开奖中' },
  /** Said by the room's live region when the round or its state changes (never each second). */
  roundAnnounce: (expect: string, phase: string) => `第${expect}期 ${phase}`,
  /** Said once when a new draw result arrives. */
  drawAnnounce: (expect: string, result: string) => `第${expect}期开奖结果 ${result}`,
  toClose: '距封盘',
  toDraw: '距开奖',
  noResult: '等待开奖',
  sum: '和值',
  special: '特码',
  balance: '余额',
  refreshBalance: '刷新余额',
  bet: '投注',
  betClosed: ORDER_TEXT.closed,
  history: '开奖记录',
  historyTitle: '开奖记录',
  historyEmpty: '暂无开奖记录',
  help: '玩法说明',
  helpTitle: '玩法说明',
  helpEmpty: '暂无玩法说明',
  verify: '验证',
  verifyLabel: (expect: string) => `验证第${expect}期`,
  chat: {
    label: '聊天室',
    placeholder: '说点什么…',
    send: '发送',
    sending: '发送中…',
    empty: '还没有人发言，来说两句吧',
    newMessages: '新消息',
    connecting: '连接中…',
    offline: '已断开，正在重连…',
    refused: '聊天室认证失败，请重新登录',
    badRoom: '聊天室不存在',
    tooLong: (max: number) => `消息最多${max}个字`,
    sendFailed: '发送失败，请稍后重试',
    notConnected: '聊天未连接，发送失败',
    me: '我',
    system: SYSTEM_AUTHOR,
    betNotice: '投注',
  },
  fair: {
    title: '开奖验证',
    round: '期号',
    result: '开奖结果',
    hash: '承诺哈希 SHA-256(seed)',
    seed: '公开种子 seed',
    nextHash: '本期承诺哈希',
    recomputed: '重新计算结果',
    checking: '验证中…',
    passed: '验证通过',
    failed: '验证失败',
    hashOk: 'SHA-256(seed) 与承诺哈希一致',
    hashBad: 'SHA-256(seed) 与承诺哈希不一致',
    numbersOk: '重新计算的号码与开奖结果一致',
    numbersBad: '重新计算的号码与开奖结果不一致',
    notRevealed: '本期种子尚未公开，开奖后可验证',
    unsupported: '当前浏览器不支持验证（需要 Web Crypto）',
    howTo:
      '开奖前公布种子的 SHA-256 哈希，开奖后公布种子；号码由 HMAC-SHA256(种子, "彩种:期号:序号") 无偏抽样得出，任何人都可重新计算。',
  },
} as const;
