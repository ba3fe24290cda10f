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
} as const;
