/**
 * The session filler: a member's first screen drawn from the stored user (lib/router/paint-session.ts
 * says which fields and variants, the route's paint file carries the variants' HTML).
 */
import type { putMarks } from './marks';
import type { SessionPaintFile } from './setup';
import type { WireReaders } from './wire';

/**
 * The route's first screen for the stored user `u` (as lib/session.ts stored it): the variant the
 * live view draws for that user, its markers replaced by the user's fields as the live view shows
 * each (text only, never parsed as HTML). Null (nothing painted) for a user it cannot draw exactly:
 * none, one under a restriction (the guard sends them elsewhere), a field of another type, a
 * picture that is neither an http(s) URL nor a path of this origin. `put`: ./marks.ts; `r`: ./wire.ts.
 * Self-contained (part of the fillers' file).
 */
export function fillUser(
  d: Document,
  p: SessionPaintFile,
  u: unknown,
  put: typeof putMarks,
  r: WireReaders,
): DocumentFragment | null {
  const user = u && typeof u === 'object' ? (u as Record<string, unknown>) : null;
  if (!user || user.protection !== null || typeof user.isAgent !== 'boolean') return null;
  const name = user.username;
  const pic = user.avatar;
  if (typeof name !== 'string' || !name || typeof pic !== 'string') return null;
  let html = '';
  p.variants.forEach(function (v) {
    if (v[0] === user.isAgent && v[1] === !!pic) html = v[2];
  });
  if (!html) return null;
  const values: Record<string, string> = {};
  for (let i = 0; i < p.marks.length; i++) {
    const m = p.marks[i];
    if (html.indexOf(m[0]) < 0) continue;
    const v = user[m[1]];
    const int = typeof v === 'number' && Number.isSafeInteger(v) ? v : null;
    let s: string | null = null;
    if (m[2] === 'name') s = name;
    else if (m[2] === 'initial') s = name.slice(0, 1).toUpperCase();
    else if (m[2] === 'picture') s = /^(https?:\/\/|\/(?!\/))/i.test(pic) ? pic : null;
    else if (int !== null && m[2] === 'int') s = String(int);
    else if (int !== null && m[2] === 'money') s = r.money(int);
    if (s === null) return null;
    values[m[0]] = s;
  }
  const t = d.createElement('template');
  t.innerHTML = html;
  put(t.content, values);
  return t.content;
}
