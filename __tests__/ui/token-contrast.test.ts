/**
 * The colour tokens' text/background pairs the screens use hold WCAG 2.2 AA contrast
 * (docs/ACCESSIBILITY.md#colour-tokens): 4.5:1 for body text, 3:1 for large text (24 px, or
 * 18.66 px bold). Read from tailwind.config.ts, so a later token change cannot regress a screen.
 */
import config from '../../tailwind.config';

type Palette = { [name: string]: string | Palette };
const palette = config.theme.extend.colors as unknown as Palette;

/** A token name as the class spells it ('ink-muted', 'brand', 'gold-soft') → its hex value. */
function token(name: string): string {
  const [group, ...rest] = name.split('-');
  const entry = palette[group!];
  if (typeof entry === 'string' && rest.length === 0) return entry;
  if (entry && typeof entry === 'object') {
    const value = entry[rest.length ? rest.join('-') : 'DEFAULT'];
    if (typeof value === 'string') return value;
  }
  throw new Error(`no colour token ${name}`);
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const LIGHT_GROUNDS = ['surface', 'surface-sunken', 'page'];
/** Text colours put on the light grounds (secondary and state texts included). */
const TEXT_ON_LIGHT = ['ink', 'ink-muted', 'ink-faint', 'brand', 'brand-dark', 'success', 'danger', 'info', 'gold-ink'];

/** [text, background] pairs of body text (4.5:1). */
const BODY_PAIRS: [string, string][] = [
  ...TEXT_ON_LIGHT.flatMap((text) => LIGHT_GROUNDS.map((ground): [string, string] => [text, ground])),
  // Tinted grounds: chips, selected radios, hints and the pending badge.
  ['brand', 'brand-soft'],
  ['ink-muted', 'brand-soft'],
  ['ink-faint', 'brand-soft'],
  ['ink', 'brand-soft'],
  ['gold-ink', 'gold-soft'],
  ['gold-ink', 'gold-pale'],
  ['ink-muted', 'gold-soft'],
  // White text on filled buttons, tabs, badges and toasts (the dimmed button is ink-faint).
  ...['brand', 'brand-dark', 'success', 'danger', 'info', 'ink-muted', 'ink-faint', 'surface-inverse'].map(
    (ground): [string, string] => ['ink-inverse', ground],
  ),
  // Dark text on gold (the gold button, pressed or not).
  ['ink', 'gold'],
  // The lottery round's 封盘中 badge.
  ['ink', 'warning'],
  ['ink', 'gold-dark'],
];

describe('colour tokens: WCAG AA contrast of the pairs the screens use', () => {
  it.each(BODY_PAIRS)('%s on %s is at least 4.5:1', (text, ground) => {
    expect(contrast(token(text), token(ground))).toBeGreaterThanOrEqual(4.5);
  });

  it('computes the WCAG ratio (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast(token('brand'), token('brand'))).toBe(1);
  });

  it('fails a pair below the line (the old grey #a3a8b7 on white was 2.4:1)', () => {
    expect(contrast('#a3a8b7', token('surface'))).toBeLessThan(4.5);
  });
});
