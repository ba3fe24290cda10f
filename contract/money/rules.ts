/** Money: transfers, deposits, withdrawals — messages both programs show. */
import { CARD_NUMBER_LENGTH } from '../cards/rules.ts';

/** The main wallet's name in transfers; one side of every transfer. */
export const MAIN_WALLET = 'userbalance';

export const TRANSFER_MESSAGES = {
  amountRequired: '请输入操作金额！',
  amountZero: '操作金额不能为0！',
  amountInvalid: '请输入正确的操作金额',
  walletRequired: '请选择转出和转入钱包',
  sameWallet: '来源和目标是一致，没有必要转了',
  venueToVenue: '场馆内钱包不支持互转',
  unknownVenue: '场馆不存在或已关闭',
  insufficient: '操作金额高于账户余额',
  done: '转账成功',
} as const;

/** A play-money (trial) account may not move real money in or out: deposits, withdrawals, cards, downline transfers. */
export const TRIAL_MONEY_REFUSED = '试玩账号不支持存取款';

/** A trial account takes part in no real-money reward: activity bonuses, red packets, rebates, invite rewards. */
export const TRIAL_REWARD_REFUSED = '试玩账号不能参与优惠活动，请注册正式账号';

export const RECYCLE_MESSAGES = { done: '回收成功', nothing: '没有可回收的金额' } as const;

export const RECHARGE_MESSAGES = {
  payTypeRequired: '请选择支付方式',
  depositorRequired: '请输入存款人姓名',
  depositorInvalid: '请输入正确的存款人姓名（汉字或字母）',
  bankRequired: '请输入银行类型',
  bankNoRequired: '请输入银行卡号',
  bankNoInvalid: '请输入正确的银行卡号（8-30位数字）',
  bankAddressRequired: '请输入银行开户行地址',
  amountRequired: '请输入充值金额',
  amountInvalid: '请输入正确的充值金额',
  protocolRequired: '请选择钱包协议',
  closed: '系统维护中...',
  outOfRange: '充值金额不在该通道范围中',
  tooManyPending: '您有多笔充值订单待处理，请稍后再试',
  /** /api/payinfo of an order that is not the member's (or none). */
  notFound: '订单不存在',
} as const;

/** /api/transferstatus (the automatic-transfer switch) saved. */
export const AUTO_TRANSFER_SAVED = '申请成功';

/**
 * The depositor's name of a bank deposit: Chinese characters (with the middle dot of
 * transliterations and spaces) or letters with spaces, dots, apostrophes and hyphens, as a real
 * name is (contract/member/rules.ts), 2 to 30 characters.
 */
export const DEPOSITOR_NAME_PATTERN = "^(?:[\\u4e00-\\u9fa5·•][\\u4e00-\\u9fa5·• ]{1,29}|[A-Za-z][A-Za-z .'·-]{1,29})$";
/** The depositor's card number: 8 to 30 digits, spaces between groups allowed. */
export const DEPOSITOR_CARD_PATTERN = `^(?: *\\d){${CARD_NUMBER_LENGTH.min},${CARD_NUMBER_LENGTH.max}} *$`;

/** What the depositor types on the bank way of a deposit. */
export interface BankDepositorFields {
  owner: string;
  bank: string;
  cardNo: string;
  address: string;
}

/**
 * The depositor's fields of a bank deposit, in the order the form shows and the server checks
 * them (docs/API.md#recharge): each field missing, then not a name or not card digits. The PWA's
 * form (lib/wallet/deposit.ts) and the server (server/src/domain/deposits/recharge.ts) both use it.
 */
export function depositorProblem(d: BankDepositorFields): { field: keyof BankDepositorFields; message: string } | null {
  const M = RECHARGE_MESSAGES;
  const checks: [keyof BankDepositorFields, boolean, string][] = [
    ['owner', d.owner.trim() !== '', M.depositorRequired],
    ['owner', new RegExp(DEPOSITOR_NAME_PATTERN).test(d.owner.trim()), M.depositorInvalid],
    ['bank', d.bank.trim() !== '', M.bankRequired],
    ['cardNo', d.cardNo.trim() !== '', M.bankNoRequired],
    ['cardNo', new RegExp(DEPOSITOR_CARD_PATTERN).test(d.cardNo.trim()), M.bankNoInvalid],
    ['address', d.address.trim() !== '', M.bankAddressRequired],
  ];
  const failed = checks.find(([, ok]) => !ok);
  return failed ? { field: failed[0], message: failed[2] } : null;
}

/**
 * The smallest withdrawal in yuan when the operator sets none: the front end checks it before
 * sending, the server's `withdraw_min` setting defaults to it (server/src/domain/site/settings.ts).
 */
export const WITHDRAW_DEFAULT_MIN_YUAN = 100;

export const WITHDRAW_MESSAGES = {
  cardRequired: '请选择您要提现到的银行卡',
  usdtCardRequired: '请选择USDT地址',
  amountRequired: '请输入提现金额',
  amountInvalid: '请输入正确的提现金额',
  passwordRequired: '请输入取款密码',
  noPayPassword: '请先设置取款密码',
  wrongPassword: '取款密码错误',
  realnameRequired: '请先绑定真实姓名',
  insufficient: '提现金额不能大于账户余额哦',
  feeTooHigh: '提现金额不足以支付网络手续费',
  tooManyPending: '您有多笔提现订单待审核，请稍后再试',
  submitted: '提交成功，等待后台审核',
} as const;

/** Code 214: below the smallest withdrawal; `yuan` as the operator set it ("100", "100.50"). */
export const withdrawMinimumMessage = (yuan: string): string => `单笔取款不能低于${yuan}元`;
/** Code 215: above the largest withdrawal. */
export const withdrawMaximumMessage = (yuan: string): string => `单次提款最高金额：${yuan}`;
/** Code 214: the turnover since the last deposit is short of `multiple` × the deposits (the legacy wording). */
export const withdrawTurnoverMessage = (multiple: string): string => `打码量达没有达到充值的${multiple}倍,无法正常提现`;

/** A destination bound lately is still cooling off: `until` is a Beijing-time `Y-m-d H:i:s`. */
export const destinationHoldMessage = (until: string): string =>
  `新绑定的收款账户需等待安全期，${until}（北京时间）后方可提现`;
