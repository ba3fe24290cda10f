/**
 * What a legacy server answers to /api/register: the created users row (docs/API.md#legacy-dialect).
 * Built field by field from our row, so no hash can leak even in the legacy dialect.
 */
import type { Queryable } from '../../db/types.ts';
import { formatBeijing } from '../../lib/time.ts';
import { findUserById } from './users.ts';

export interface CreatedUserRow {
  username: string;
  realname: string;
  status: number;
  vip: number;
  api_token: string;
  /** The referrer's id; 0 when none (the legacy column's default). */
  pid: number;
  updated_at: string;
  created_at: string;
  id: number;
}

/** The row of a member just registered, with the token the registration issued; null if gone. */
export async function createdUserRow(q: Queryable, id: number, apiToken: string): Promise<CreatedUserRow | null> {
  const user = await findUserById(q, id);
  if (!user) return null;
  return {
    username: user.username,
    realname: user.realname,
    status: user.status,
    vip: user.vip,
    api_token: apiToken,
    pid: user.pid ?? 0,
    updated_at: formatBeijing(user.updated_at),
    created_at: formatBeijing(user.created_at),
    id: user.id,
  };
}
