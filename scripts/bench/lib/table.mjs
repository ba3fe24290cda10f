/** Prints rows of plain values as an aligned text table (numbers right-aligned). */
export function printTable(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map((c) => (c === undefined || c === null ? '' : String(c))));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => [...r[i]].length)));
  const numeric = headers.map((_, i) =>
    rows.every((r) => typeof r[i] === 'number' || /^[\d.,]+( \w+)?$/.test(String(r[i] ?? ''))),
  );
  const line = (r) =>
    r
      .map((c, i) => (numeric[i] && i > 0 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const fmtInt = (n) => Math.round(n).toLocaleString('en-US');
