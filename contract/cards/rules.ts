/** Saved bank cards and USDT addresses. */

/** /api/getcard `type`: the contract's numbering (not the storage's). */
export const GETCARD_TYPE = { bank: 1, usdt: 2 } as const;
/**
 * A bank card number: 8 to 30 digits once spaces are dropped. The form checks the length; the
 * server (server/src/domain/banking/card-rules.ts) checks the same length with this, and that
 * every character is a digit.
 */
export const CARD_NUMBER_LENGTH = { min: 8, max: 30 } as const;
export const cardNumberLengthOk = (digits: string): boolean =>
  digits.length >= CARD_NUMBER_LENGTH.min && digits.length <= CARD_NUMBER_LENGTH.max;

/**
 * A pay password given when binding a card: 6 to 18 characters. The form and the server
 * (server/src/domain/banking/card-rules.ts) both refuse with this.
 */
export const PAY_PASSWORD_LENGTH = { min: 6, max: 18 } as const;
export const payPasswordLengthOk = (password: string): boolean =>
  password.length >= PAY_PASSWORD_LENGTH.min && password.length <= PAY_PASSWORD_LENGTH.max;

/** Cards of one kind a member may keep. */
export { MAX_CARDS_PER_TYPE } from './limits.ts';
import { MAX_CARDS_PER_TYPE } from './limits.ts';

export const CARD_MESSAGES = {
  ownerRequired: '请输入姓名',
  bankRequired: '请输入银行',
  addressRequired: '请输入开户行地址',
  numberRequired: '请输人银行卡号',
  payPassRequired: '请输人支付密码',
  numberLength: '请输人正确的卡号长度',
  payPassLength: '请输人支付密码长度',
  usdtAddressRequired: '请输入USDT地址',
  protocolRequired: '请选择钱包协议',
  usdtAddressInvalid: '请输入正确的USDT地址',
  tooMany: `最多只能绑定${MAX_CARDS_PER_TYPE}张银行卡`,
  duplicate: '该卡片已绑定',
  noPayPassword: '请先设置支付密码',
  wrongPayPassword: '支付密码错误',
  bound: '绑定成功',
  unbound: '解绑成功',
  notFound: '卡片不存在',
  ownerMismatch: '持卡人姓名必须与绑定的真实姓名一致',
} as const;
