import { REALNAME_MESSAGES } from '@/contract/member/rules';
import { WITHDRAW_DEFAULT_MIN_YUAN, WITHDRAW_MESSAGES } from '@/contract/money/rules';

/** Withdrawal (docs/SCREENS.md#withdrawal). */
export const withdraw = {
  kindLabel: '取款方式',
  kinds: { usdt: 'USDT', bank: '银行卡' },
  centralWallet: '中心钱包',
  gameWallet: '游戏钱包',
  bankCard: '银行卡',
  usdtAddress: 'USDT地址',
  choose: { bank: '请选择银行卡', usdt: '请选择USDT地址' },
  sheetTitle: { bank: '选择银行卡', usdt: '选择USDT地址' },
  none: { bank: '暂无银行卡', usdt: '暂无地址' },
  add: { bank: '添加银行卡', usdt: '添加USDT地址' },
  manage: '管理',
  amount: '取款金额',
  amountPlaceholder: '最低100元',
  max: '最大',
  /** The turnover row while its figure loads (what it means is known only from the answer). */
  turnover: '打码量',
  // The reference server sends the turnover still required; a legacy server the turnover achieved.
  turnoverKinds: { required: '所需打码量', achieved: '已完成打码量' },
  payPassword: '支付密码',
  payPasswordPlaceholder: '请输入支付密码',
  rate: (rate: string) => `当前汇率：1 USDT = ${rate} 元`,
  usdtAmount: '折合USDT',
  fee: (protocol: string) => `${protocol}手续费`,
  arrival: '预计到账',
  usdtUnit: 'USDT',
  unknown: '--',
  submit: '确认取款',
  submitting: '提交中…',
  // docs/SCREENS.md#withdrawal, verbatim.
  chooseBankCard: WITHDRAW_MESSAGES.cardRequired,
  chooseUsdt: WITHDRAW_MESSAGES.usdtCardRequired,
  amountMin: `单笔取款不能低于${WITHDRAW_DEFAULT_MIN_YUAN}元`,
  payPasswordRequired: '请输入您的支付密码',
  // docs/SCREENS.md#withdrawal.
  submitted: WITHDRAW_MESSAGES.submitted,
  trialNotice: '试玩账号仅供体验，不能取款。注册正式账号后即可存取款。',
  loadFailed: '加载失败',
  realname: {
    title: '绑定真实姓名',
    label: '真实姓名',
    placeholder: '请输入您的真实姓名',
    // docs/SCREENS.md#withdrawal: the field is required; the hint says it cannot be changed once bound.
    required: REALNAME_MESSAGES.required,
    hint: '为保障资金安全，取款前请先绑定真实姓名。真实姓名一经绑定不可修改，请确保与银行卡开户姓名一致。',
    submit: '确认绑定',
    saved: '实名信息绑定成功',
  },
} as const;
