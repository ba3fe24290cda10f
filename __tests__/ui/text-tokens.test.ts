/**
 * Text grows with the player's text size and the layout does not (docs/ACCESSIBILITY.md#text-size,
 * WCAG 1.4.4): the text tokens of tailwind.config.ts are rem, sizes and line heights alike, while
 * Tailwind's spacing base in app/globals.css is px. A later px text token, a rem spacing base or
 * an arbitrary px font size on a screen fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import config from '../../tailwind.config';

const ROOT = path.join(__dirname, '../..');
const fontSize: Record<string, string[]> = config.theme.extend.fontSize;
/** The design sizes in px at the browser's default 16 px root: the rem values must keep them. */
const DESIGN_PX: Record<string, [number, number]> = {
  caption: [11, 16],
  note: [12, 18],
  body: [14, 20],
  title: [16, 22],
  headline: [20, 28],
  amount: [24, 30],
};

/** '0.875rem' → 14 (px at a 16 px root); anything but rem → NaN. */
function remToPx(value: string): number {
  const match = /^(\d*\.?\d+)rem$/.exec(value);
  return match ? Number(match[1]) * 16 : NaN;
}

describe('text tokens', () => {
  it('are the six design tokens', () => {
    expect(Object.keys(fontSize).sort()).toEqual(Object.keys(DESIGN_PX).sort());
  });

  it.each(Object.entries(DESIGN_PX))('%s is rem, at the design size and line height at 100 %%', (name, px) => {
    const [size, lineHeight] = fontSize[name]!;
    expect([remToPx(size), remToPx(lineHeight)]).toEqual(px);
  });
});

describe('layout stays px', () => {
  const css = readFileSync(path.join(ROOT, 'app/globals.css'), 'utf8');

  it('sets the spacing base to 4 px, so p-4 is 16 px at any text size', () => {
    expect(css).toMatch(/@theme\s*{[^}]*--spacing:\s*4px;/);
  });

  it('inputs are 1rem (16 px at 100 %, so iOS does not zoom), growing with the text', () => {
    expect(css).toMatch(/input,\s*textarea\s*{\s*font-size:\s*1rem;/);
  });
});

describe('screens', () => {
  it('set no font size in px (an arbitrary text-[Npx] would not grow)', () => {
    const files = ['app', 'components', 'lib'].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => path.join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      return [...source.matchAll(/\btext-\[\d*\.?\d+px\]/g)].map((m) => `${file}: ${m[0]}`);
    });
    expect(offenders).toEqual([]);
  });
});
