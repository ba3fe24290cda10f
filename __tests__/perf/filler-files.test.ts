/**
 * The fillers' files of the paints' folder (FILLER_FILES, written from fillerScripts()): a deep link
 * that draws data loads its route's one file, which carries its own filler and no other (a first
 * visit's bytes); the inline script every page carries has none of them.
 */
import { FILLER_FILES, PAINT_FILLER } from '@/lib/router/first-paint';
import { fillerScripts, firstReadsScript } from '@/lib/router/first-reads-script';
import { fillList } from '@/lib/router/first-script/list';
import { fillLottery } from '@/lib/router/first-script/lottery';
import { fillRecharge } from '@/lib/router/first-script/recharge';
import { fillUser } from '@/lib/router/first-script/user';

/** Each file's filler, and the name it has on the fillers' `window` object. */
const OWN = {
  lists: [fillList, 'list'],
  '/mine': [fillUser, 'user'],
  '/recharge': [fillRecharge, 'recharge'],
  '/lottery': [fillLottery, 'lottery'],
} as const;
const win = window as unknown as Record<string, unknown>;

afterEach(() => delete win[PAINT_FILLER]);

it('writes one file per entry of the table', () => {
  expect(Object.keys(fillerScripts()).sort()).toEqual(Object.values(FILLER_FILES).sort());
  expect(Object.keys(OWN).sort()).toEqual(Object.keys(FILLER_FILES).sort());
});

it.each(Object.entries(OWN))(
  '%s: its file carries its filler and no other, and notes itself once run',
  (key, [own, name]) => {
    const file = FILLER_FILES[key as keyof typeof FILLER_FILES];
    const script = fillerScripts()[file];
    for (const [filler] of Object.values(OWN)) expect(script.includes(filler.toString())).toBe(filler === own);
    new Function(script)();
    const fillers = win[PAINT_FILLER] as Record<string, unknown> & { files: string[] };
    expect(fillers.files).toEqual([file]);
    expect(Object.keys(fillers).sort()).toEqual(['files', name].sort());
    expect(typeof fillers[name]).toBe('function');
  },
);

it("the page's inline script carries no filler, only the names of the routes' own files", () => {
  const inline = firstReadsScript();
  for (const [filler] of Object.values(OWN)) expect(inline).not.toContain(filler.toString());
  expect(inline).toContain(
    JSON.stringify({
      '/mine': FILLER_FILES['/mine'],
      '/recharge': FILLER_FILES['/recharge'],
      '/lottery': FILLER_FILES['/lottery'],
    }),
  );
});
