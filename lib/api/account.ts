/** Account security: the real name (docs/API.md#editrealname) and the login / pay passwords. */
import { WITHDRAW_MESSAGES } from '@/contract/money/rules';
import { call } from './client';
import { ApiError } from './errors';
import { loadUser } from './user';
import type { EditPasswordBody, EditRealnameBody } from '@/contract/member/schemas';

/** POST /api/editRealname, then the user is reloaded so every screen sees the bound name. */
export async function bindRealname(realname: string): Promise<string> {
  const body: EditRealnameBody = { realname: realname.trim() };
  const { message } = await call('/api/editRealname', body);
  try {
    await loadUser();
  } catch {
    // Bound on the server either way; the next user refresh will bring the name.
  }
  return message;
}

export type PasswordKind = 'login' | 'pay';

/** POST /api/editPassword or /api/editPayPassword. Both take {password: OLD, paypassword: NEW}. */
export async function changePassword(kind: PasswordKind, oldPassword: string, newPassword: string): Promise<string> {
  const body: EditPasswordBody = { password: oldPassword, paypassword: newPassword };
  const { message } = await call(kind === 'login' ? '/api/editPassword' : '/api/editPayPassword', body);
  return message;
}

/**
 * The first pay password (docs/API.md#pay-password): /api/editPayPassword with the login password as
 * the old one, then the user reloads so `hasPayPassword` turns true everywhere.
 */
export async function setFirstPayPassword(loginPassword: string, payPassword: string): Promise<string> {
  const message = await changePassword('pay', loginPassword, payPassword);
  try {
    await loadUser();
  } catch {
    // Set on the server either way; the next user refresh will say so.
  }
  return message;
}

/** A bind's 251 or a withdrawal's 520 请先设置取款密码: the member has no pay password of its own. */
export function isNoPayPasswordRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 251 || (error.code === 520 && error.message === WITHDRAW_MESSAGES.noPayPassword);
}
