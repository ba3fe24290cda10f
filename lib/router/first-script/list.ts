/**
 * The inline script's list filler: a painted list drawn from its feeding read's early answer
 * (lib/router/paint-lists.ts says which, the route's paint file carries the item).
 */
import type { EarlyAnswer } from '@/lib/api/early-answers';
import type { putMarks } from './marks';
import type { resolvePicture } from './picture';
import type { PaintListFile } from './setup';

/**
 * Draws the first rows of the answer into the painted list `l.at`: each row a clone of the item
 * the live component drew at build time, its markers replaced by the row's fields read as the live
 * normaliser reads them. Server data goes in as text only (text nodes and attribute values, never
 * parsed as HTML); a picture as the live URL resolvers (lib/config.ts) make it: an absolute http(s)
 * URL as it is, a path against the API base the read was sent to. What it cannot draw exactly as
 * the live screen will (a refusal, another shape, an empty list, a field it cannot read the same
 * way) leaves the skeleton: null, else the drawn list. `put`: ./marks.ts; `pic`: ./picture.ts.
 * Self-contained (part of the fillers' file).
 */
export function fillList(
  d: Document,
  slot: Element,
  l: PaintListFile,
  a: EarlyAnswer,
  put: typeof putMarks,
  pic: typeof resolvePicture,
): Element | null {
  let rows: unknown;
  try {
    rows = a.status > 199 && a.status < 300 ? JSON.parse(a.text) : null;
  } catch {
    return null;
  }
  if (!rows || Number((rows as { code?: unknown }).code) !== 200) return null;
  l.rows.forEach(function (k) {
    rows = rows && typeof rows === 'object' && !Array.isArray(rows) ? (rows as Record<string, unknown>)[k] : null;
  });
  const box = slot.querySelectorAll(l.at);
  if (!Array.isArray(rows) || box.length !== 1) return null;
  const base = a.base || '';
  const item = d.createElement('template');
  item.innerHTML = l.item;
  const drawn: Node[] = [];
  for (let i = 0; i < rows.length && drawn.length < l.first; i++) {
    const row = rows[i];
    if (!row || typeof row !== 'object') return null;
    const values: Record<string, string> = {};
    let keep = true;
    for (let j = 0; j < l.marks.length; j++) {
      const m = l.marks[j];
      const v = row[m[1]];
      const s = v === null || v === undefined ? '' : typeof v === 'string' || typeof v === 'number' ? String(v) : null;
      const value =
        s === null
          ? null
          : m[2] === 'text'
            ? s.trim()
            : m[2] === 'id'
              ? /^\d+$/.test(s)
                ? String(+s)
                : null
              : pic(s, m[2], base);
      if (value === null) return null;
      if (m[3] && !value) keep = false;
      values[m[0]] = value;
    }
    if (!keep) continue;
    const copy = item.content.cloneNode(true);
    put(copy, values);
    drawn.push(copy);
  }
  if (!drawn.length) return null;
  box[0].textContent = '';
  drawn.forEach((n) => box[0].appendChild(n));
  box[0].removeAttribute('aria-busy');
  return box[0];
}
