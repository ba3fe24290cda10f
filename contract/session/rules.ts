/** Sessions: the sign-up and sign-in rules with the messages both programs show. */

export const SESSION_MESSAGES = {
  usernameRule: '用户名长度6~16位，以字母或数字组合！',
  passwordRule: '请输入正确的密码长度，最少6位！',
  confirmMismatch: '两次密码不一致！',
  loginNameRequired: '用户名不能为空',
  loginPasswordRule: '密码6到20位',
  registered: '注册成功',
  loggedIn: '登录成功',
  /** Code 201: the name is taken. */
  duplicateName: '此用户名已被注册',
  /** Code 203: an unknown name or a wrong password (one answer for both). */
  loginRefused: '登录密码错误',
  /** Code 403: the site offers no trial accounts. */
  trialDisabled: '试玩功能未开放',
  /** Code 500: no free guest name after a few draws. */
  trialFailed: '试玩账号创建失败，请稍后再试',
} as const;

/** A trial account was made with `yuan` of play money ("2000.00"). */
export const trialCreatedMessage = (yuan: string): string => `试玩账号已创建，试玩金${yuan}元已到账`;

export const USERNAME_LENGTH = { min: 6, max: 16 } as const;
/** Letters and digits, 6 to 16 characters. */
export const USERNAME_PATTERN = `^[A-Za-z0-9]{${USERNAME_LENGTH.min},${USERNAME_LENGTH.max}}$`;
export const REGISTER_PASSWORD_LENGTH = { min: 6, max: 16 } as const;
export const LOGIN_PASSWORD_LENGTH = { min: 6, max: 20 } as const;

/**
 * The picture captcha's pool (docs/SCREENS.md#reg2): checked in the browser only, never by the
 * server. The PWA draws them itself; the server serves them as /static/image/yzm/<code>.png for
 * the platform's public client, which shows that picture for the code it picked. So the pool is
 * that client's own 21 codes, the names its pictures are requested by.
 */
export const CAPTCHA_CODES = [
  '2PYL',
  '6AQ5',
  '8PHD',
  '21I7',
  '69HM',
  'ACWA',
  'DUZ7',
  'IY98',
  'K647',
  'M52T',
  'NY52',
  'NZFA',
  'SN76',
  'SP4D',
  'VAEO',
  'YFQM',
  'ZZU5',
  '7GQT',
  'LFW3',
  'NU2T',
  'UAE3',
] as const;
