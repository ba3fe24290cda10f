/**
 * One captcha picture (/static/image/yzm/<code>.png) as SVG: the four characters in strong
 * inks, each turned and lifted a little, over a light ground with a few faint lines and dots.
 * The noise is kept light on purpose: the check is client-side only (it deters casual scripts,
 * the server's rate limits do the real work), so the picture must above all be easy to read.
 * The same code always gives the same picture (seeded from the code).
 */
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph, round } from './stroke-font.ts';

const CAPTCHA_WIDTH = 120;
const CAPTCHA_HEIGHT = 48;

const INKS = ['#c62f3b', '#2f4fc6', '#177a4d', '#9a5a00', '#6b3fb0'];
const NOISE = ['#e8a0a6', '#9fb0e8', '#98d1b4', '#e3c28a', '#c4b0e6'];

/** A small deterministic generator (LCG) seeded from the code's characters. */
function seeded(code: string): () => number {
  let state = [...code].reduce((acc, ch) => (acc * 31 + ch.charCodeAt(0)) % 2_147_483_647, 7);
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

export function captchaSvg(code: string): string {
  const rnd = seeded(code);
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<path d="M${round(rnd() * 20)} ${round(8 + rnd() * 32)} Q${round(40 + rnd() * 40)} ${round(rnd() * 48)} ${round(100 + rnd() * 20)} ${round(8 + rnd() * 32)}" fill="none" stroke="${NOISE[i % NOISE.length]}" stroke-width="1.2"/>`,
    );
  }
  for (let i = 0; i < 24; i++) {
    parts.push(
      `<circle cx="${round(rnd() * CAPTCHA_WIDTH)}" cy="${round(rnd() * CAPTCHA_HEIGHT)}" r="${round(0.6 + rnd() * 0.8)}" fill="${NOISE[i % NOISE.length]}"/>`,
    );
  }
  const scale = 2.6;
  const pitch = 26;
  const first = (CAPTCHA_WIDTH - pitch * (code.length - 1)) / 2;
  [...code].forEach((char, i) => {
    const cx = first + i * pitch;
    const cy = CAPTCHA_HEIGHT / 2 + (rnd() - 0.5) * 6;
    const angle = (rnd() - 0.5) * 28;
    const ink = INKS[(i + code.charCodeAt(0)) % INKS.length]!;
    parts.push(
      `<g transform="translate(${round(cx)} ${round(cy)}) rotate(${round(angle)}) scale(${scale}) translate(${-GLYPH_WIDTH / 2} ${-GLYPH_HEIGHT / 2})" fill="none" stroke="${ink}" stroke-width="${round(3 / scale)}" stroke-linecap="round" stroke-linejoin="round"><path d="${glyph(char)}"/></g>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">
<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" rx="4" fill="#fbf4e4"/>
${parts.join('\n')}
</svg>`;
}
