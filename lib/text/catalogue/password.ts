import { PASSWORD_MESSAGES } from '@/contract/member/rules';
import { SESSION_MESSAGES } from '@/contract/session/rules';

/** Change password (docs/SCREENS.md#password). */
export const password = {
  kinds: { login: '登录密码', pay: '支付密码' },
  kindLabel: '密码类型',
  old: '旧密码',
  new: '新密码',
  confirm: '确认密码',
  oldPlaceholder: '请输入旧密码',
  newPlaceholder: '请输入新密码',
  confirmPlaceholder: '请再次输入新密码',
  hint: '密码修改成功后，需要使用新密码重新登录。',
  submit: '确认修改',
  // docs/SCREENS.md#password, verbatim, in the order they are checked.
  oldRequired: PASSWORD_MESSAGES.oldRequired,
  newRequired: PASSWORD_MESSAGES.newRequired,
  confirmRequired: '请输入确认密码',
  oldLength: PASSWORD_MESSAGES.oldLength,
  newLength: PASSWORD_MESSAGES.newLength,
  mismatch: SESSION_MESSAGES.confirmMismatch,
  same: PASSWORD_MESSAGES.same,
  // docs/SCREENS.md#password.
  changed: '密码修改成功！',
  /** The 设置支付密码 dialog before the first bind or withdrawal (docs/SCREENS.md#set-pay-password). */
  setPay: {
    title: '设置支付密码',
    hint: '为保障资金安全，绑定收款账户和取款前，请先设置支付密码。支付密码不能与登录密码相同。',
    login: '登录密码',
    loginPlaceholder: '请输入登录密码',
    pay: '支付密码',
    payPlaceholder: '请设置6-18位支付密码',
    confirm: '确认密码',
    confirmPlaceholder: '请再次输入支付密码',
    submit: '确认设置',
    // In the order they are checked.
    loginRequired: '请输入登录密码',
    payRequired: '请输入支付密码',
    confirmRequired: '请输入确认密码',
    payLength: '支付密码长度为6-18位',
    mismatch: SESSION_MESSAGES.confirmMismatch,
    sameAsLogin: PASSWORD_MESSAGES.paySameAsLogin,
    saved: '支付密码设置成功',
  },
} as const;
