/** The member's own data: real name and password changes. */

/** /api/refreshusermoney: the member's data read again. */
export const PROFILE_REFRESHED = '刷新成功';

export const REALNAME_MESSAGES = {
  required: '请填写用户实名信息',
  invalid: '请填写正确的真实姓名',
  bound: '已绑定',
} as const;

/** Chinese names (with the middle dot of transliterations) or Latin names with spaces, 2–30 characters. */
export const REALNAME_PATTERN = "^(?:[\\u4e00-\\u9fa5·•]{2,30}|[A-Za-z][A-Za-z .'-]{1,29})$";

export const PASSWORD_MESSAGES = {
  oldRequired: '请输入旧密码',
  newRequired: '请输入新密码',
  oldLength: '请输入正确的旧密码长度',
  newLength: '请输入正确的新密码长度',
  same: '新旧密码不能一致！',
  wrongOld: '原密码不正确',
  changed: '修改成功',
  /** A pay password must be a second secret: one equal to the login password is refused. */
  paySameAsLogin: '支付密码不能与登录密码相同',
} as const;

export { NEW_PASSWORD_MAX_LENGTH, OLD_PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';
