/**
 * The lottery room filler: a member's room drawn from its first read's early answer
 * (lib/router/paint-lottery.ts says what, the route's paint file carries the variants).
 */
import type { EarlyAnswer } from '@/lib/api/early-answers';
import type { putMarks } from './marks';
import type { resolvePicture } from './picture';
import type { LotteryPaintFile } from './setup';
import type { WireReaders } from './wire';

/** A draw as toDrawResult reads it (lib/api/normalise/lottery.ts), the fields the panel shows. */
interface Draw {
  expect: string;
  numbers: number[];
  special: number | null;
  sum: number | null;
  labels: string[];
  seed: boolean;
}

/**
 * The room the live view (components/lottery/room-view.tsx) draws for the member `u` (as
 * lib/session.ts stored them) from the answer of /api/lotteryRoom (`a`), put in place of the
 * paint's screen part (`p.at` in `slot`): the variant of the round's phase and the last draw's
 * kind, the room's values and the stored balance put in as text, the balls of the last draw, the chat's rows (each the
 * build's row of its shape), the session line where this device knows the back end offers it.
 * The clock runs from the answer's arrival as the live clock does (lib/lottery/countdown.ts), on
 * the page's nodes and on the live room's inert copy of them, until none is left; at a change of
 * phase their panel is drawn again. Null (the loading state stays) for what it cannot draw exactly
 * as the live room will: a restricted member, a refusal, no room, a draw or a row it does not
 * read the same way, a picture it does not draw, labels an English build translates.
 * `put`: ./marks.ts; `pic`: ./picture.ts; `r`: ./wire.ts. Self-contained (part of the fillers' file).
 */
export function fillLottery(
  d: Document,
  slot: Element,
  p: LotteryPaintFile,
  a: EarlyAnswer,
  u: unknown,
  put: typeof putMarks,
  pic: typeof resolvePicture,
  r: WireReaders,
): Element | null {
  const w = d.defaultView;
  const user = r.isObject(u) ? u : null;
  const got = r.data(a);
  if (!w || !user || user.protection !== null || !got || !r.isObject(got.v) || !r.isObject(got.v.lottery)) return null;
  const room = got.v;
  const lottery = got.v.lottery;
  const str = r.str;
  const myId = user.id === undefined ? null : user.id;
  // The stored balance, SWR's fallback until the balance read answers (lib/api/user.ts's useBalance).
  const cents = user.balance;
  if (typeof cents !== 'number' || Math.floor(cents) !== cents || Math.abs(cents) > 9007199254740991) return null;
  const type = r.int(lottery.type) === 1 ? 1 : 2;
  const ftime = Math.max(0, r.int(room.ftime));
  const now = r.isObject(lottery.nowdata) ? lottery.nowdata : {};
  const timeout = r.int(now.timeout);
  const base = a.base || '';
  const stored = function (key: string) {
    try {
      return JSON.parse(w.localStorage.getItem(key) || 'null') as unknown;
    } catch {
      return null;
    }
  };

  // lib/api/normalise/lottery.ts: parseDrawNumber, toDrawResult.
  const parsed = function (text: unknown) {
    const s = str(text).split('=')[0].trim();
    if (!s) return null;
    const halves = s.split('+');
    const main = halves.length === 2 ? halves[0] : s;
    const normals = main
      .split(/[,，\s]+/)
      .filter(Boolean)
      .map(r.optionalInt);
    if (normals.length === 0 || normals.some((n) => n === null)) {
      const parts = s
        .split(/[+,，\s]+/)
        .filter(Boolean)
        .map(r.optionalInt);
      return parts.length > 0 && parts.every((n) => n !== null) ? { normals: parts as number[], special: null } : null;
    }
    return { normals: normals as number[], special: halves.length === 2 ? r.optionalInt(halves[1]) : null };
  };
  const list = function (v: unknown) {
    if (!Array.isArray(v)) return null;
    const l = v.map(r.optionalInt);
    return l.every((n) => n !== null) ? (l as number[]) : null;
  };
  const drawOf = function (x: Record<string, unknown>): Draw {
    const ext = r.isObject(x.extend) ? x.extend : {};
    const pn = parsed(x.number);
    const labels: string[] = [];
    p.labels[type].forEach(function (k) {
      const l = str(ext[k]).trim();
      if (l && labels.indexOf(l) < 0) labels.push(l);
    });
    const hex = str(x.seed).trim().toLowerCase();
    const seed = /^[0-9a-f]+$/.test(hex) && hex.length % 2 === 0;
    if (type === 1) {
      const sp = r.optionalInt(ext.special);
      const numbers = list(ext.normals) || (pn ? pn.normals : []);
      return {
        expect: str(x.expect),
        numbers,
        special: sp !== null ? sp : pn ? pn.special : null,
        sum: null,
        labels,
        seed,
      };
    }
    const numbers = list(ext.numbers) || (pn ? pn.normals : []);
    const own = r.optionalInt(ext.sum);
    const sent = own !== null ? own : r.optionalInt(x.sum);
    const sum = sent !== null ? sent : numbers.length ? numbers.reduce((s, n) => s + n, 0) : null;
    return { expect: str(x.expect), numbers, special: null, sum, labels, seed };
  };
  // The round's last draw, else the newest of the history (longer round numbers first, then larger).
  let last: Draw | null = null;
  if (r.isObject(now.last) && str(now.last.expect) !== '') last = drawOf(now.last);
  else if (Array.isArray(lottery.openlist))
    lottery.openlist.forEach(function (x) {
      const e = r.isObject(x) ? str(x.expect) : '';
      if (e && (!last || e.length > last.expect.length || (e.length === last.expect.length && e > last.expect)))
        last = drawOf(x as Record<string, unknown>);
    });
  const draw = last as Draw | null;
  if (draw && draw.labels.length && !p.labelsAsIs) return null;
  // lib/lottery/ball-colors.ts: twoDigits.
  const two = function (n: number) {
    const s = String(n);
    return s.length < 2 ? '0' + s : s;
  };
  const drawText = function (x: Draw) {
    if (type === 1) return x.numbers.map(two).join(',') + (x.special === null ? '' : '+' + two(x.special));
    return x.numbers.join('+') + (x.sum === null ? '' : '=' + x.sum);
  };

  // lib/api/normalise/chat.ts: toChatMessage; components/lottery/chat-message.tsx: what a row shows.
  const settings = stored(p.settingsKey);
  const times = !(r.isObject(settings) && typeof settings.showMessageTime === 'boolean') || settings.showMessageTime;
  const rows: { shape: number; values: Record<string, string> }[] = [];
  const wire = Array.isArray(room.chatdata) ? room.chatdata.filter(r.isObject) : [];
  for (let i = 0; i < wire.length; i++) {
    const m = wire[i];
    const system = r.flag(m.sysmsg);
    const mine = !system && myId !== null && r.optionalInt(m.user_id) === myId;
    const notice = !(m.order === undefined || m.order === null || m.order === '') && r.int(m.order) === 0;
    const rawPic = str(m.avatar || m.headurl);
    const picture = rawPic ? pic(rawPic, 'asset', base) : '';
    const at = m.time !== undefined && m.time !== null ? m.time : m.created_at;
    const t = typeof at === 'string' ? p.wireTime && new RegExp(p.wireTime).exec(at.trim()) : null;
    if (picture === null) return null;
    const author = str(m.author);
    const values: Record<string, string> = {};
    values[p.marks.content] = str(m.content);
    values[p.marks.author] = author;
    values[p.marks.initial] = Array.from(author)[0] || '?';
    if (picture) values[p.marks.avatar] = picture;
    if (t && times) {
      const ms = Date.UTC(+t[1], +t[2] - 1, +t[3], +(t[4] || 0), +(t[5] || 0), +(t[6] || 0));
      values[p.sampleTime] = new Date(ms).toISOString().slice(11, 19);
    }
    let shape = -1;
    p.shapes.forEach(function (s, k) {
      if (system ? s[0] : !s[0] && s[1] === mine && s[2] === notice && s[3] === !!picture && s[4] === !!(t && times))
        shape = k;
    });
    rows.push({ shape, values });
  }

  const lineOn = (function () {
    const info = stored(p.appInfoKey);
    return r.isObject(info) && Array.isArray(info.extensions) && info.extensions.indexOf(p.lineExtension) >= 0;
  })();
  const secondsLeft = function () {
    return timeout - Math.floor(Math.max(0, w.performance.now() - a.at) / 1000);
  };
  const phaseOf = (t: number) => (t > ftime ? 'open' : t > 0 ? 'closed' : 'drawing');
  const clockText = function (t: number) {
    const s = Math.max(0, phaseOf(t) === 'open' ? t - ftime : t);
    return two(Math.floor(s / 60)) + ':' + two(s % 60);
  };

  // The room drawn at `t` seconds before the draw; null where the file has no such variant.
  const drawRoom = function (t: number): Element | null {
    const phase = phaseOf(t);
    let html = '';
    p.variants.forEach(function (v) {
      if (v[0] === 'room' && v[1] === phase && v[2] === (draw ? type : 0)) html = v[3];
    });
    const tpl = d.createElement('template');
    tpl.innerHTML = html;
    const frame = tpl.content.firstElementChild;
    const one = function (sel: string) {
      const found = tpl.content.querySelectorAll(sel);
      return found.length === 1 ? found[0] : null;
    };
    const clock = one(p.select.clock);
    const panel = one(p.select.panel);
    const line = one(p.select.line);
    const chat = one(p.select.chat);
    if (!frame || !clock || !panel || !line || !chat) return null;
    const values: Record<string, string> = {};
    values[p.marks.name] = [str(lottery.title), str(room.title || room.name)].filter(Boolean).join(' · ');
    values[p.marks.expect] = str(now.nextexpect);
    values[p.marks.balance] = r.money(cents);
    if (draw) {
      values[p.marks.lastExpect] = draw.expect;
      values[p.drawText[type]] = drawText(draw);
      const balls = one(p.select.balls);
      const labels = one(p.select.labels);
      const verify = one(p.select.verify);
      if (!balls || !labels || !verify || labels.children.length !== 1) return null;
      const kids = Array.prototype.slice.call(balls.children) as Element[];
      const ball = function (model: Element, n: number, text: string) {
        const b = model.cloneNode(true) as Element;
        const target = b.lastElementChild && type === 2 ? b.lastElementChild : b;
        if (type === 1)
          b.setAttribute(
            'class',
            (b.getAttribute('class') || '')
              .split(' ')
              .map((c) => (c === p.sampleWave ? p.wave[n] || p.wave[0] : c))
              .join(' '),
          );
        target.textContent = text;
        return b;
      };
      balls.textContent = '';
      if (type === 1) {
        if (kids.length !== 3) return null;
        draw.numbers.forEach((n) => balls.appendChild(ball(kids[0], n, two(n))));
        if (draw.special !== null) {
          balls.appendChild(kids[1]);
          balls.appendChild(ball(kids[2], draw.special, two(draw.special)));
        }
      } else {
        if (kids.length !== 4) return null;
        draw.numbers.forEach((n, i) => balls.appendChild(ball(kids[i ? 1 : 0], n, String(n))));
        if (draw.sum !== null) {
          balls.appendChild(kids[2]);
          kids[3].textContent = String(draw.sum);
          balls.appendChild(kids[3]);
        }
      }
      const label = labels.children[0];
      draw.labels.forEach(function (l) {
        const c = label.cloneNode(true);
        c.textContent = l;
        labels.appendChild(c);
      });
      label.remove();
      if (!draw.labels.length) labels.remove();
      if (!draw.seed) verify.remove();
    }
    if (!lineOn) line.remove();
    if (rows.length) {
      const box = d.createElement('template');
      let shapes = '';
      p.variants.forEach(function (v) {
        if (v[0] === 'rows') shapes = v[3];
      });
      box.innerHTML = shapes;
      const models = box.content.firstElementChild ? box.content.firstElementChild.children : [];
      if (models.length !== p.shapes.length) return null;
      chat.textContent = '';
      for (let i = 0; i < rows.length; i++) {
        if (rows[i].shape < 0) return null;
        const row = models[rows[i].shape].cloneNode(true);
        put(row, rows[i].values);
        chat.appendChild(row);
      }
    }
    put(panel, values);
    clock.textContent = clockText(t);
    clock.setAttribute(p.tick, '');
    panel.setAttribute(p.panelMark, '');
    return frame;
  };

  const at = slot.querySelectorAll(p.at);
  const start = secondsLeft();
  const frame = at.length === 1 ? drawRoom(start) : null;
  if (!frame) return null;
  at[0].textContent = '';
  at[0].appendChild(frame);
  const chat = frame.querySelector(p.select.chat);
  if (chat) chat.scrollTop = chat.scrollHeight;
  // The clock, as useRoundClock runs it: on the next whole second after the answer's arrival.
  let shown = phaseOf(start);
  const tick = function () {
    const clocks = d.querySelectorAll('[' + p.tick + ']');
    if (!clocks.length) return;
    const t = secondsLeft();
    if (phaseOf(t) !== shown) {
      const again = drawRoom(t);
      const panel = again && again.querySelector(p.select.panel);
      if (!panel) return;
      shown = phaseOf(t);
      Array.prototype.forEach.call(d.querySelectorAll('[' + p.panelMark + ']'), function (old: Element) {
        old.replaceWith(panel.cloneNode(true));
      });
    } else
      Array.prototype.forEach.call(clocks, function (c: Element) {
        c.textContent = clockText(t);
      });
    w.setTimeout(tick, 1000 - (Math.max(0, w.performance.now() - a.at) % 1000));
  };
  w.setTimeout(tick, 1000 - (Math.max(0, w.performance.now() - a.at) % 1000));
  return frame;
}
