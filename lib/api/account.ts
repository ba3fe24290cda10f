/** Account security: the real name (docs/API.md#editrealname) and the login / pay passwords. */
import { call } from './client';
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
