/**
 * An emoji's markup at the precision its picture is shown at. Fluent's path data carries thousandths
 * of its 32-unit box; a 40 px emoji on a 3× screen needs a tenth or a fifth. The coordinates are
 * put on a grid of `step` units (every point absolute within half a step of where it was, relative
 * moves included: each move is taken from the rounded point before it, so errors do not add up),
 * gradients and colour matrices keep three figures, and Figma's no-op filter start (a transparent
 * flood blended under the shape) is dropped. Nothing else changes: same elements, same ids.
 */

/** Grid steps from coarse to fine; the coarsest one within the allowed error is taken. */
const STEPS = [1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.001] as const;

/**
 * The grid step for an emoji drawn `pixelsPerUnit` device pixels per unit of its box: a point
 * moves by at most `maxError` device pixels (a third of a pixel: not seen, even under a 3× zoom).
 */
export function stepFor(pixelsPerUnit: number, maxError = 1 / 3): number {
  return STEPS.find((step) => (step / 2) * pixelsPerUnit <= maxError) ?? 0.001;
}

const decimalsOf = (step: number) => Math.max(0, -Math.floor(Math.log10(step) + 1e-9));

/** "0.50" → ".5", "-0.2" → "-.2", "-0" → "0". */
function compact(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  const text = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  const out = text.replace(/^(-?)0\./, '$1.');
  return out === '-0' || out === '' ? '0' : out;
}

/** Appends a number as SVG allows: no separator after a letter, before a sign, or before ".5" after "1.2". */
function append(out: string, n: string): string {
  if (out === '' || /[a-zA-Z]$/.test(out) || n.startsWith('-')) return out + n;
  const previous = /[\d.]*$/.exec(out)![0];
  return out + (n.startsWith('.') && previous.includes('.') ? n : ` ${n}`);
}

/** Arguments per command; for `a` the flags are single characters (they may be run together). */
const ARITY: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

function tokens(d: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /([a-zA-Z])|(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/g;
  let command = '';
  let argIndex = 0;
  for (let m = re.exec(d); m; m = re.exec(d)) {
    if (m[1]) {
      command = m[1].toLowerCase();
      argIndex = 0;
      out.push(m[1]);
      continue;
    }
    // An arc's flags may be written together ("a1 1 0 011 1"): split them one digit each.
    const slot = command === 'a' ? argIndex % 7 : -1;
    if ((slot === 3 || slot === 4) && m[2]!.length > 1) {
      out.push(Number(m[2]![0]));
      re.lastIndex = m.index + 1;
    } else out.push(Number(m[2]));
    argIndex++;
  }
  return out;
}

type Point = [number, number];

interface Pen {
  /** Where the path really is, and where its rounded copy is (both at the last point drawn). */
  exact: Point;
  shown: Point;
  start: Point;
  shownStart: Point;
}

/** One segment's numbers on the grid (moves from the rounded point before it), and its end. */
function segment(cmd: string, args: number[], relative: boolean, pen: Pen, step: number): [string[], Point] {
  const decimals = decimalsOf(step);
  const grid = (v: number) => Math.round(v / step) * step;
  const fmt = (v: number) => compact(v, decimals);
  const [x0, y0] = relative ? pen.exact : [0, 0];
  const to = (p: Point) => [fmt(grid(p[0]) - pen.shown[0]), fmt(grid(p[1]) - pen.shown[1])];
  if (cmd === 'h') {
    const end: Point = [(relative ? pen.exact[0] : 0) + args[0]!, pen.exact[1]];
    return [[to(end)[0]!], end];
  }
  if (cmd === 'v') {
    const end: Point = [pen.exact[0], (relative ? pen.exact[1] : 0) + args[0]!];
    return [[to(end)[1]!], end];
  }
  if (cmd === 'a') {
    const end: Point = [x0 + args[5]!, y0 + args[6]!];
    const radius = (r: number) => fmt(Math.max(step, grid(Math.abs(r))));
    return [
      [radius(args[0]!), radius(args[1]!), compact(args[2]!, 1), String(args[3]), String(args[4]), ...to(end)],
      end,
    ];
  }
  const points: Point[] = [];
  for (let k = 0; k < args.length; k += 2) points.push([x0 + args[k]!, y0 + args[k + 1]!]);
  return [points.flatMap(to), points[points.length - 1]!];
}

/** Path data on the grid, written with relative commands. */
export function roundPath(d: string, step: number): string {
  const grid = (v: number) => Math.round(v / step) * step;
  const list = tokens(d);
  const pen: Pen = { exact: [0, 0], shown: [0, 0], start: [0, 0], shownStart: [0, 0] };
  let out = '';
  let last = '';
  for (let i = 0; i < list.length;) {
    const letter = list[i++] as string;
    const cmd = letter.toLowerCase();
    if (cmd === 'z') {
      out += last === 'z' ? '' : 'z';
      last = 'z';
      pen.exact = [...pen.start];
      pen.shown = [...pen.shownStart];
      continue;
    }
    const arity = ARITY[cmd];
    if (arity === undefined) throw new Error(`precision: unknown path command "${letter}"`);
    let first = true;
    while (typeof list[i] === 'number') {
      // Pairs after a move are lines.
      const implied = cmd === 'm' && !first ? 'l' : cmd;
      const [numbers, end] = segment(implied, list.slice(i, i + arity) as number[], letter === cmd, pen, step);
      i += arity;
      // A move back to where the closed path started is implied by what follows a `z`.
      const moveInPlace = implied === 'm' && last === 'z' && numbers.every((n) => n === '0');
      if (!moveInPlace) {
        if (implied !== last || implied === 'm') out += implied;
        for (const n of numbers) out = append(out, n);
      }
      last = moveInPlace ? '' : implied;
      pen.exact = end;
      pen.shown = [grid(end[0]), grid(end[1])];
      if (implied === 'm') {
        pen.start = [...pen.exact];
        pen.shownStart = [...pen.shown];
      }
      first = false;
    }
  }
  return out;
}

/** A number list (a transform, a colour matrix) with `figures` significant figures. */
const figures = (text: string, count: number) =>
  text.replace(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g, (n) => {
    const v = Number(Number(n).toPrecision(count));
    return compact(v, Math.max(0, count - 1 - Math.floor(Math.log10(Math.abs(v) || 1))));
  });

/** Figma's filter start: a transparent flood with the shape blended over it is the shape itself. */
const NO_OP_FILTER_START =
  /<feFlood flood-opacity="0" result="BackgroundImageFix"\/><feBlend in="SourceGraphic" in2="BackgroundImageFix" result="shape"\/>/g;

const SHAPES = new Set(['rect', 'circle', 'ellipse', 'line', 'use']);
const GEOMETRY = /\s(x|y|width|height|cx|cy|r|rx|ry|x1|y1|x2|y2|fx|fy)="(-?[\d.]+)"/g;

/**
 * Positions and sizes on the grid: a shape's, and a gradient's where it is in the box's units
 * (userSpaceOnUse); a gradient in fractions of its shape's box keeps three decimals.
 */
function geometry(name: string, attrs: string, step: number): string {
  const inBox = SHAPES.has(name) || (/Gradient$/.test(name) && attrs.includes('userSpaceOnUse'));
  const places = inBox ? decimalsOf(step) : 3;
  if (!inBox && !/Gradient$/.test(name)) return attrs;
  const round = (v: number) => (inBox ? Math.round(v / step) * step : v);
  return attrs.replace(GEOMETRY, (_m, key: string, v: string) => ` ${key}="${compact(round(Number(v)), places)}"`);
}

/** An emoji's inner markup with every coordinate on a grid of `step` units of its box. */
export function atPrecision(body: string, step: number): string {
  return body
    .replace(/<(\w+)([^>]*)>/g, (_tag, name: string, attrs: string) => {
      const tidy = geometry(name, attrs, step)
        .replace(/\sd="([^"]*)"/g, (_m, d: string) => ` d="${roundPath(d, step)}"`)
        // A gradient's place moves by hundredths of a unit (smooth ramps do not show it); a shape's by less.
        .replace(
          /\s(gradientTransform|transform)="([^"]*)"/g,
          (_m, key: string, v: string) => ` ${key}="${figures(v, key === 'transform' ? 4 : 3)}"`,
        )
        .replace(/\soffset="([\d.]+)"/g, (_m, v: string) => ` offset="${compact(Number(v), 2)}"`)
        .replace(
          /\svalues="([^"]*)"/g,
          (_m, v: string) => ` values="${v.replace(/\d*\.\d+/g, (n) => compact(Number(n), 3))}"`,
        );
      return `<${name}${tidy}>`;
    })
    .replace(NO_OP_FILTER_START, '')
    .replace(/\sin2?="shape"/g, (m) => m.replace('shape', 'SourceGraphic'));
}

/** Short names a, b, …, z, aa, … skipping the ones `taken`. */
function* shortNames(taken: Set<string>): Generator<string> {
  for (let i = 0; ; i++) {
    let name = '';
    for (let n = i; n >= 0; n = Math.floor(n / 26) - 1) name = String.fromCharCode(97 + (n % 26)) + name;
    if (!taken.has(name)) yield name;
  }
}

/**
 * A whole picture with the sets' ids (seven random letters each, as unique as they are
 * incompressible) renamed a, b, c…; the ids named in `keep` (the scene's own) stay.
 */
export function shortIds(svg: string, keep: ReadonlySet<string>): string {
  const names = shortNames(new Set(keep));
  const renamed = new Map<string, string>();
  for (const [, id] of svg.matchAll(/\sid="([^"]+)"/g))
    if (!keep.has(id!) && !renamed.has(id!)) renamed.set(id!, names.next().value!);
  const to = (id: string) => renamed.get(id) ?? id;
  return svg
    .replace(/(\sid=")([^"]+)"/g, (_m, head: string, id: string) => `${head}${to(id)}"`)
    .replace(/url\(#([^)]+)\)/g, (_m, id: string) => `url(#${to(id)})`)
    .replace(/(href=")#([^"]+)"/g, (_m, head: string, id: string) => `${head}#${to(id)}"`);
}
