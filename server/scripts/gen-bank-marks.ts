/**
 * Generates the demo banks' marks into assets/uploads/banks/ (with its LICENSES.md): a round mark
 * per bank in the bank's colour around its one-character short name, as Chinese bank logos are
 * drawn (ICBC and BOC carry the square of an old coin); USDT is cryptocurrency-icons' coin.
 * Run after changing BANKS: `node --import tsx scripts/gen-bank-marks.ts`. Output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crypto } from '../../scripts/art/sources.mjs';
import { BANKS, bankImage, type BankSeed } from '../src/seed/banking-data.ts';

const OUT = fileURLToPath(new URL('../assets/uploads/', import.meta.url));
const FONT = "font-family=\"'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif\"";
/** Logos with a square-holed coin inside the ring. */
const COIN_SQUARE = new Set(['ICBC', 'BOC']);

function write(path: string, svg: string): void {
  const file = join(OUT, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${svg.trim()}\n`);
}

function bankMark(bank: BankSeed): string {
  const square = COIN_SQUARE.has(bank.code)
    ? `<rect x="29" y="29" width="38" height="38" rx="4" fill="none" stroke="${bank.color}" stroke-width="4"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <title>${bank.bank_name}</title>
  <circle cx="48" cy="48" r="47" fill="${bank.color}"/>
  <circle cx="48" cy="48" r="37" fill="#ffffff"/>
  ${square}
  <text x="48" y="${square ? 60 : 62}" text-anchor="middle" font-size="${square ? 30 : 40}" font-weight="800" fill="${bank.color}" ${FONT}>${bank.mark}</text>
</svg>`;
}

for (const bank of BANKS) write(bankImage(bank.code), bankMark(bank));

write('banks/usdt.svg', crypto('usdt'));

write(
  'banks/LICENSES.md',
  `# Licences of assets/uploads/banks/

- The bank marks (*.svg but usdt.svg) are drawn by server/scripts/gen-bank-marks.ts for the demo:
  each bank's colour and short name, no copy of a bank's logo; the names remain their owners'.
- usdt.svg: cryptocurrency-icons, CC0 1.0 (https://github.com/spothq/cryptocurrency-icons);
  the Tether mark remains its owner's.
`,
);
console.log(`bank marks written to ${OUT}banks/`);
