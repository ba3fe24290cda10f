/**
 * The demo art at the precision it is shown at (scripts/art/precision.mts): every point of every
 * emoji the demo pictures use stays within half a grid step of where the set draws it, relative
 * moves included; ids stay whole.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { atPrecision, roundPath, shortIds, stepFor } from '../../scripts/art/precision.mts';
import { fluent, fluentFlat } from '../../scripts/art/sources.mjs';
import { GAME_ART } from '../scripts/images/game-art.ts';
import { PLATFORM_ART } from '../scripts/images/platform-art.ts';
import { PROMO_ART } from '../scripts/images/promo-art.ts';

const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** Every absolute point a path names (control points and ends; an arc's end), read independently. */
function points(d: string): [number, number][] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const out: [number, number][] = [];
  let [x, y, sx, sy] = [0, 0, 0, 0];
  let command = '';
  for (let i = 0; i < tokens.length;) {
    if (/[a-zA-Z]/.test(tokens[i]!)) command = tokens[i++]!;
    const lc = command.toLowerCase();
    const rel = command === lc;
    if (lc === 'z') {
      [x, y] = [sx, sy];
      continue;
    }
    const args = tokens.slice(i, i + ARITY[lc]!).map(Number);
    i += ARITY[lc]!;
    const [bx, by] = rel ? [x, y] : [0, 0];
    if (lc === 'h') x = bx + args[0]!;
    else if (lc === 'v') y = by + args[0]!;
    else {
      const pairs = lc === 'a' ? [args.slice(5)] : [0, 2, 4].slice(0, args.length / 2).map((k) => args.slice(k, k + 2));
      for (const [px, py] of pairs) out.push([bx + px!, by + py!]);
      [x, y] = out[out.length - 1]!;
    }
    if (lc === 'h' || lc === 'v') out.push([x, y]);
    if (lc === 'm') [sx, sy, command] = [x, y, rel ? 'l' : 'L'];
  }
  return out;
}

const EMOJI = new Set(
  [...Object.values(PROMO_ART).flatMap((p) => p.art), ...Object.values(GAME_ART), ...Object.values(PLATFORM_ART)]
    .flatMap((p) => (typeof p === 'string' ? [p] : [p.main, p.side, p.third]))
    .filter((name): name is string => Boolean(name)),
);

describe('demo art at its precision', () => {
  it('keeps every point of every demo emoji within half a step, with no drift along a path', () => {
    let checked = 0;
    for (const name of EMOJI)
      for (const art of [fluent(name), fluentFlat(name)])
        for (const [, d] of art.body.matchAll(/\sd="([^"]*)"/g))
          for (const step of [0.1, 0.2]) {
            const before = points(d!);
            const after = points(roundPath(d!, step));
            assert.equal(after.length, before.length, `${name}: ${d!.slice(0, 60)}`);
            before.forEach(([x, y], k) => {
              const off = Math.max(Math.abs(after[k]![0] - x), Math.abs(after[k]![1] - y));
              assert.ok(off <= step / 2 + 1e-6, `${name} step ${step}: point ${k} moved ${off}`);
            });
            checked++;
          }
    assert.ok(checked > 200, `${checked} paths`);
  });

  it('reads arc flags written together and numbers run together', () => {
    assert.deepEqual(points(roundPath('M1 1a2 2 0 011.5 1.5', 0.1)), points('M1 1a2 2 0 0 1 1.5 1.5'));
    // The second move is taken from the rounded point: (.25, .75) → (.5, 1) on the grid.
    assert.equal(roundPath('M0 0l.5.5-.25.25', 0.5), 'm0 0l.5.5 0 .5');
  });

  it('takes the coarsest step whose error stays under a third of a device pixel', () => {
    assert.equal(stepFor(8.5), 0.05);
    assert.equal(stepFor(3), 0.2);
    assert.equal(stepFor(1), 0.5);
  });

  it('snaps a gradient in the box’s units, not one in fractions of its shape', () => {
    const body =
      '<linearGradient id="a" x1=".33" x2=".91"/><linearGradient id="b" x1="3.33" gradientUnits="userSpaceOnUse"/>';
    assert.equal(
      atPrecision(body, 0.5),
      '<linearGradient id="a" x1=".33" x2=".91"/><linearGradient id="b" x1="3.5" gradientUnits="userSpaceOnUse"/>',
    );
  });

  it('renames ids short and every reference with them, keeping the scene’s own', () => {
    const svg = shortIds(
      '<g id="bg"/><radialGradient id="iXy7QzA"/><path fill="url(#iXy7QzA)" filter="url(#fQ9)"/><filter id="fQ9"/><use href="#iXy7QzA"/><rect fill="url(#bg)"/>',
      new Set(['bg']),
    );
    assert.equal(
      svg,
      '<g id="bg"/><radialGradient id="a"/><path fill="url(#a)" filter="url(#b)"/><filter id="b"/><use href="#a"/><rect fill="url(#bg)"/>',
    );
  });
});
