/** /api/updateuserinfo: mobile, email and birthday, by the rules the PWA checks too. */
import { profileProblem, type ProfileInput } from '../../../../contract/profile/rules.ts';
import type { Queryable } from '../../db/types.ts';
import { invalid } from '../../lib/errors.ts';
import { formatBeijing } from '../../lib/time.ts';

/** Refuses (code 1000, the field's message) or stores all three ('' clears a field). */
export async function updateProfile(
  q: Queryable,
  userId: number,
  input: ProfileInput,
  now = new Date(),
): Promise<void> {
  const problem = profileProblem(input, formatBeijing(now).slice(0, 10));
  if (problem) throw invalid(problem.message);
  await q.query('UPDATE users SET mobile = $2, email = $3, birthday = $4, updated_at = now() WHERE id = $1', [
    userId,
    input.mobile,
    input.email,
    input.birthday,
  ]);
}
