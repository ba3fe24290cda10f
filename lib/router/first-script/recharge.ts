/**
 * The /recharge filler: a member's deposit screen drawn from its first reads' early answers
 * (lib/router/paint-recharge.ts says what, the route's paint file carries the variants).
 */
import type { EarlyAnswer } from '@/lib/api/early-answers';
import type { putMarks } from './marks';
import type { resolvePicture } from './picture';
import type { RechargePaintFile } from './setup';
import type { WireReaders } from './wire';

/**
 * The screen the live view (components/wallet/deposit/recharge-view.tsx) draws for the member `u`
 * (as lib/session.ts stored them) from the answers of /api/get_pay_way (`ways`) and /api/getpaybank
 * (`banks`, null when it was not asked), put in place of the paint's screen part (`p.at` in `slot`):
 * the variant of the first way offered, without the tiles of the ways not offered, with the
 * member's rate and one account per row of the answer, each read as the live normaliser reads it
 * and put in as text (never parsed as HTML). Null (the loading state stays) for what it cannot draw
 * exactly as the live screen will: a trial or restricted member, a refusal or an answer that is no
 * envelope, a bank way with no account or an account of another shape (an empty holder or number
 * among them), a picture it does not draw.
 * `put`: ./marks.ts; `pic`: ./picture.ts; `r`: ./wire.ts. Self-contained (part of the fillers' file).
 */
export function fillRecharge(
  d: Document,
  slot: Element,
  p: RechargePaintFile,
  ways: EarlyAnswer,
  banks: EarlyAnswer | null,
  u: unknown,
  put: typeof putMarks,
  pic: typeof resolvePicture,
  r: WireReaders,
): Element | null {
  const user = u && typeof u === 'object' ? (u as Record<string, unknown>) : null;
  if (!user || user.isTrial !== false || user.protection !== null || typeof user.usdtRate !== 'string') return null;
  const rate = user.usdtRate;
  const str = r.str;
  const w = r.data(ways);
  if (!w) return null;
  const f = w.v && typeof w.v === 'object' && !Array.isArray(w.v) ? (w.v as Record<string, unknown>) : {};
  const offered: string[] = [];
  p.flags.forEach(function (x) {
    if (!x[1] || x[1].some((k) => r.flag(f[k]))) offered.push(x[0]);
  });
  const first = offered[0];
  let html = '';
  p.variants.forEach(function (v) {
    if (v[0] === first && v[1] === (first === 'usdt' && rate !== '')) html = v[2];
  });
  const at = slot.querySelectorAll(p.at);
  if (!html || at.length !== 1) return null;
  const t = d.createElement('template');
  t.innerHTML = html;
  const screen = t.content.firstElementChild;
  const group = t.content.querySelectorAll(p.select.ways);
  if (!screen || group.length !== 1) return null;
  Array.prototype.slice.call(group[0].querySelectorAll(p.select.way)).forEach(function (tile: Element) {
    if (offered.indexOf(tile.getAttribute('data-key') || '') < 0) tile.remove();
  });
  if (group[0].children.length !== offered.length) return null;
  // The tiles' columns, as components/ui/segmented-choice.tsx sets them: one per tile, five at most.
  const style = group[0].getAttribute('style') || '';
  group[0].setAttribute('style', style.replace(/repeat\(\d+,/, 'repeat(' + Math.min(offered.length, 5) + ','));
  put(t.content, rate ? { [p.marks.rate]: rate } : {});
  if (first === 'bank') {
    const b = r.data(banks);
    const rows = b && Array.isArray(b.v) ? b.v : [];
    const list = t.content.querySelectorAll(p.select.accounts);
    if (!rows.length || list.length !== 1 || list[0].children.length !== p.shapes.length) return null;
    const shapes = Array.prototype.slice.call(list[0].children) as Element[];
    const base = (banks && banks.base) || '';
    // A field as str() reads it; null for a value of another type (drawn otherwise by the live view).
    const text = (v: unknown) =>
      v === null || v === undefined || typeof v === 'string' || typeof v === 'number' ? str(v) : null;
    const drawn: Node[] = [];
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (!row || typeof row !== 'object' || Array.isArray(row)) return null;
      const nested =
        row.bank_data && typeof row.bank_data === 'object' && !Array.isArray(row.bank_data) ? row.bank_data : {};
      const name = nested.bank_name === null || nested.bank_name === undefined ? row.bank_name : nested.bank_name;
      // toReceivingAccount's trimmed text fields.
      const wire: [keyof RechargePaintFile['marks'], unknown][] = [
        ['bankName', name],
        ['owner', row.bank_owner],
        ['number', row.bank_no],
        ['branch', row.bank_address],
      ];
      const values: Record<string, string> = {};
      for (let j = 0; j < wire.length; j++) {
        const v = text(wire[j][1]);
        if (v === null) return null;
        values[p.marks[wire[j][0]]] = v.trim();
      }
      const ico = text(row.ico);
      const icon = ico ? pic(ico, 'asset', base) : ico;
      // An empty holder or number: its copy button is disabled, which no variant draws.
      if (icon === null || !values[p.marks.owner] || !values[p.marks.number]) return null;
      const branch = values[p.marks.branch];
      let shape = -1;
      p.shapes.forEach(function (s, k) {
        if (s[0] === !!icon && s[1] === !!branch) shape = k;
      });
      const copy = shapes[shape].cloneNode(true);
      values[p.marks.icon] = icon;
      put(copy, values);
      drawn.push(copy);
    }
    list[0].textContent = '';
    drawn.forEach((n) => list[0].appendChild(n));
  }
  at[0].textContent = '';
  at[0].appendChild(screen);
  return screen;
}
