/**
 * A first paint filled with its route's data before the boot (lib/router/paint-lists.ts): the
 * build draws one item through the live component from marker values, the inline script's filler
 * (lib/router/first-script/list.ts) clones it per row of the early answer, exactly as the live
 * screen will draw the rows, or leaves the skeleton.
 */
import { act, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { FirstPaintFallback } from '@/components/app/first-paint-fallback';
import { FirstPaints } from '@/components/app/first-paints';
import { FirstScreen } from '@/components/app/first-screen';
import { screenLoaders } from '@/components/screens/registry';
import { setConfigForTests } from '@/lib/config';
import {
  FILLER_FILES,
  FIRST_PAINT,
  PAINT_ATTRIBUTE,
  PAINT_BODY,
  PAINT_FILLER,
  type FirstPaintStore,
} from '@/lib/router/first-paint';
import { fillerScripts, firstReadsScript } from '@/lib/router/first-reads-script';
import { fillList } from '@/lib/router/first-script/list';
import { putMarks } from '@/lib/router/first-script/marks';
import { resolvePicture } from '@/lib/router/first-script/picture';
import type { PaintListFile } from '@/lib/router/first-script/setup';
import { PAINT_LISTS, type PaintListPath } from '@/lib/router/paint-lists';
import { PAINTS_FOR_ALL, type RoutePath } from '@/lib/router/paths';
import { listsOf, paintFiles, paintsOf } from '../../scripts/first-paints.mjs';
import { withChunkMap, withPaintFolder } from '../../scripts/inline-first-reads.mjs';
import { canonical } from '../support/canonical';
import { mockFetch, ok } from '../support/fetch-mock';
import { runInlineScriptAt } from '../support/inline-script';
import { freshPaintPage } from '../support/paint-page';
import { loc, resetApp } from '../support/render';

const page = renderToString(<FirstPaints />);
const paints = paintsOf(page) as Record<string, string>;
const lists = listsOf(page) as Record<PaintListPath, PaintListFile>;

const ACTIVITIES = [
  { id: 7, title: ' 新人首存 ', type: 1, banner: 'https://api.example.com/uploads/a.svg', can_apply: 1 },
  { id: '8', title: '周末<b>加赠</b> & "礼"', type: 2, banner: 'http://cdn.example.com/b.png' },
  { id: 9, title: 'C', type: 2, banner: 'https://cdn.example.com/c.png' },
  { id: 10, title: 'D', type: 2, banner: 'https://cdn.example.com/d.png' },
  { id: 11, title: 'E', type: 2, banner: 'https://cdn.example.com/e.png' },
];
const TILES = [
  { catecode: 'obgdy', gamecode: 'g1', gamename: '财神', gamepic: 'https://cdn.example.com/g1.png' },
  { catecode: '', gamecode: 'g2', gamename: '无平台', gamepic: 'https://cdn.example.com/g2.png' },
  { catecode: 'obgdy', gamecode: 'g3', gamename: '<script>x</script>', gamepic: 'https://cdn.example.com/g3.png' },
];
const PAGE = (rows: unknown[]) => ok({ data: rows, current_page: 1, last_page: 2, total: 9 });
const ANSWERS: Record<PaintListPath, unknown> = { '/activity': PAGE(ACTIVITIES), '/concise': ok(TILES) };
/** A legacy back end's pictures: stored paths, each resolved by the live screen's own rule. */
const API_BASE = 'https://api.example.com/v1';
const PATHS: Record<PaintListPath, [unknown, string[]]> = {
  '/activity': [
    PAGE([
      { id: 1, title: 'A', type: 1, banner: 'activities/a.svg' },
      { id: 2, title: 'B', type: 1, banner: ' /uploads/b.png ' },
      { id: 3, title: 'C', type: 1, banner: './images/c.jpg' },
      { id: 4, title: 'D', type: 1, banner: 'https://cdn.example.com/d.png' },
    ]),
    [
      'https://api.example.com/uploads/activities/a.svg',
      'https://api.example.com/uploads/b.png',
      'https://api.example.com/uploads/images/c.jpg',
      'https://cdn.example.com/d.png',
    ],
  ],
  '/concise': [
    ok([
      { catecode: 'obgdy', gamecode: 'g1', gamename: 'A', gamepic: 'uploads/tiles/g1.svg' },
      { catecode: 'obgdy', gamecode: 'g2', gamename: 'B', gamepic: '/static/g2.png' },
    ]),
    ['https://api.example.com/v1/uploads/tiles/g1.svg', 'https://api.example.com/v1/static/g2.png'],
  ],
};

/** The route's painted screen in a detached slot, as the inline script puts it. */
function paintedSlot(path: string): Element {
  const slot = document.createElement('div');
  slot.innerHTML = paints[path];
  return slot;
}

const answer = (body: unknown, status = 200) => ({
  status,
  text: typeof body === 'string' ? body : JSON.stringify(body),
  at: 0,
});
const fill = (path: PaintListPath, body: unknown, status = 200, base?: string) => {
  const slot = paintedSlot(path);
  const list = slot.querySelector(lists[path].at);
  const drawn = fillList(document, slot, lists[path], { ...answer(body, status), base }, putMarks, resolvePicture);
  return { slot, drawn, list };
};

beforeEach(() => {
  resetApp('#/');
  setConfigForTests(null);
});

describe('the declared lists (lib/router/paint-lists.ts)', () => {
  it('are on routes painted for anyone, each fed by one of its first reads', () => {
    expect(Object.keys(lists).sort()).toEqual(Object.keys(PAINT_LISTS).sort());
    for (const path of Object.keys(PAINT_LISTS)) expect(PAINTS_FOR_ALL).toContain(path);
  });

  it('find exactly one list in their painted screen, in its loading state', () => {
    for (const [path, list] of Object.entries(lists)) {
      const found = paintedSlot(path).querySelectorAll(list.at);
      expect([path, found.length]).toEqual([path, 1]);
      expect(found[0].querySelector('.skeleton')).not.toBeNull();
    }
  });

  it('are cut into the route file: the item with its markers, the spec beside it', () => {
    const { files } = paintFiles(paints, {}, lists);
    const activity = JSON.parse(files['activity.json']);
    expect(activity.list.read).toBe('/api/activitylist');
    expect(activity.list.item).toMatch(/^<li><a href="#\/activityInfo\?id=\d+"/);
    for (const [marker, , , need] of activity.list.marks) if (!need) expect(activity.list.item).toContain(marker);
    expect(JSON.parse(files['login.json']).list).toBeUndefined();
  });

  it('refuse at build time a field that would go into a URL or a handler, or that is not drawn', () => {
    const spec = (marks: unknown[]) =>
      JSON.stringify({ read: '/x', rows: ['data'], at: 'ul', first: 1, marks }).replace(/"/g, '&quot;');
    const cut = (marks: unknown[], item: string) =>
      listsOf(`<template data-list="/x" data-spec="${spec(marks)}">${item}</template>`);
    expect(() => cut([['tgpaint0q', 'title', 'text', 0]], '<a href="#/x?q=tgpaint0q">t</a>')).toThrow(/not data/);
    expect(() => cut([['tgpaint0q', 'title', 'text', 0]], '<b onclick="tgpaint0q">t</b>')).toThrow(/not data/);
    expect(() => cut([['https://tgpaint0q', 'pic', 'upload', 0]], '<b title="https://tgpaint0q">t</b>')).toThrow(
      /not data/,
    );
    expect(() => cut([['tgpaint0q', 'title', 'text', 0]], '<b>t</b>')).toThrow(/draws no title/);
    expect(cut([['tgpaint0q', 'title', 'text', 0]], '<b title="tgpaint0q">tgpaint0q</b>')['/x'].item).toBe(
      '<b title="tgpaint0q">tgpaint0q</b>',
    );
  });
});

/** The live screen's rows for the same answer, once they are drawn (pictures loaded). */
async function liveRows(path: PaintListPath, count: number, answer = ANSWERS[path], base = ''): Promise<string[]> {
  const prefix = base ? new URL(base).pathname : '';
  mockFetch({
    '/config.json': () => ({ apiBaseUrl: base }),
    [`${prefix}/api/activitytype`]: () => ok([]),
    [`${prefix}${lists[path].read}`]: () => answer,
  });
  const { default: Screen } = await screenLoaders[path as RoutePath]();
  const { container } = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Screen location={loc(`#${path}`)} />
    </SWRConfig>,
  );
  // The painted list's element, as the live screen draws it once loaded.
  const painted = paintedSlot(path).querySelector(lists[path].at)!;
  const at = `${painted.localName}[class="${painted.getAttribute('class')}"]:not([aria-busy])`;
  await waitFor(() => expect(container.querySelector(at)?.children.length).toBeGreaterThan(0));
  act(() => container.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('load'))));
  return [...container.querySelector(at)!.children].slice(0, count).map(canonical);
}

describe('the filler draws the rows exactly as the live screen does', () => {
  it.each(Object.keys(PAINT_LISTS) as PaintListPath[])('%s', async (path) => {
    const { slot, drawn: filled, list } = fill(path, ANSWERS[path]);
    expect(filled).toBe(list);
    expect(list!.hasAttribute('aria-busy')).toBe(false);
    const drawn = [...list!.children].map(canonical);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn).toEqual(await liveRows(path, drawn.length));
    expect(slot.querySelector('script')).toBeNull();
  });

  it.each(Object.keys(PAINT_LISTS) as PaintListPath[])(
    '%s with pictures given as paths, against an API base with a path of its own',
    async (path) => {
      const [body, urls] = PATHS[path];
      const { drawn: filled, list } = fill(path, body, 200, API_BASE);
      expect(filled).toBe(list);
      expect([...list!.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(urls);
      const drawn = [...list!.children].map(canonical);
      expect(drawn).toEqual(await liveRows(path, drawn.length, body, API_BASE));
    },
  );

  it('as many as fill the first screen, rows the hook drops left out, text as text', () => {
    const activity = fill('/activity', ANSWERS['/activity']);
    expect(activity.list!.children).toHaveLength(PAINT_LISTS['/activity'].first);
    const second = activity.list!.children[1];
    expect(second.querySelector('b')).toBeNull();
    expect(second.textContent).toContain('周末<b>加赠</b> & "礼"');
    expect(second.querySelector('img')!.getAttribute('alt')).toContain('周末<b>加赠</b> & "礼"');
    expect(second.querySelector('a')!.getAttribute('href')).toBe('#/activityInfo?id=8');
    const tiles = fill('/concise', ANSWERS['/concise']).list!;
    expect([...tiles.querySelectorAll('[data-game]')].map((b) => b.getAttribute('data-game'))).toEqual(['g1', 'g3']);
    expect(tiles.querySelector('script')).toBeNull();
    expect(tiles.textContent).toContain('<script>x</script>');
  });

  it.each([
    ['a script URL', { banner: 'javascript:alert(1)' }],
    ['a protocol-relative URL', { banner: '//cdn.example.com/a.svg' }],
    ['a blob: URL', { banner: 'blob:https://x/1' }],
    ['a URL of another scheme', { banner: 'ftp://x/a.svg' }],
    ['a data: URL', { banner: 'data:image/png;base64,AAAA' }],
    ['no picture (the live card shows its icon)', { banner: '' }],
    ['an id that is not a whole number', { id: '7abc' }],
    ['a title that is an object', { title: { zh: 'x' } }],
  ])('leaves the skeleton for a row with %s', (_name, change) => {
    const { drawn, slot } = fill('/activity', PAGE([{ ...ACTIVITIES[0], ...change }]));
    expect(drawn).toBeNull();
    expect(slot.innerHTML).toBe(paints['/activity']);
  });

  it('leaves the skeleton for a tile whose picture has spaces around it (assetUrl keeps them)', () => {
    const { drawn, slot } = fill('/concise', ok([{ ...TILES[0], gamepic: ' https://cdn.example.com/g1.png' }]));
    expect(drawn).toBeNull();
    expect(slot.innerHTML).toBe(paintedSlot('/concise').innerHTML);
  });

  it.each([
    ['a refusal', { code: 1000, message: '维护中' }, 200],
    ['a server error', ok([]), 500],
    ['an answer that is not JSON', '<html>', 200],
    ['another shape (a bare list where a page is read)', ok(ACTIVITIES), 200],
    ['an empty list', PAGE([]), 200],
    ['a row that is not an object', PAGE(['x']), 200],
  ])('leaves the skeleton for %s', (_name, body, status) => {
    const { drawn, slot } = fill('/activity', body, status);
    expect(drawn).toBeNull();
    expect(slot.innerHTML).toBe(paints['/activity']);
  });
});

describe('the inline script draws the list from its early answer', () => {
  const FOLDER = '/_next/static/first-paint.abc/';
  const script = withPaintFolder(withChunkMap(firstReadsScript(), '/m.json'), FOLDER);
  const root = document.documentElement;
  const store = () => (window as unknown as Record<string, FirstPaintStore | undefined>)[FIRST_PAINT];

  const win = window as unknown as Record<string, unknown>;

  /** Draws the exported first screen, serves the route's paint file and `reads`, runs the script at `path`. */
  function paintAt(
    path: '/activity' | '/concise',
    reads: Record<string, () => unknown>,
    fillers?: Record<string, string>,
  ) {
    render(<FirstScreen />);
    const file = `${path.slice(1)}.json`;
    const { files } = paintFiles(paints, {}, lists, fillers);
    mockFetch({ [`${FOLDER}${file}`]: () => JSON.parse(files[file]), '/config.json': () => ({}), ...reads });
    runInlineScriptAt(script, `#${path}`);
    return files;
  }

  beforeEach(freshPaintPage);

  it("the filler comes in a file of its own, the lists' one: the page's inline script does not carry it", () => {
    expect(typeof (win[PAINT_FILLER] as { list?: unknown }).list).toBe('function');
    expect(firstReadsScript()).not.toContain(fillList.toString());
    delete win[PAINT_FILLER];
    const files = paintAt('/activity', {}, fillerScripts());
    expect(files[FILLER_FILES.lists]).toBe(fillerScripts()[FILLER_FILES.lists]);
    return waitFor(() =>
      expect(document.head.querySelector(`script[src="${FOLDER}${FILLER_FILES.lists}"]`)).not.toBeNull(),
    );
  });

  it("for a member too; 'done' once its pictures are in; the live shell's loading state shows those nodes", async () => {
    localStorage.setItem('token', 'tok');
    paintAt('/activity', {
      '/api/app': () => ok({}),
      '/api/activitytype': () => ok([]),
      '/api/activitylist': () => ANSWERS['/activity'],
    });
    const slot = document.querySelector("[data-first='paint']")!;
    await waitFor(() => expect(slot.querySelectorAll('a[href^="#/activityInfo"]')).toHaveLength(4));
    expect(root.getAttribute(PAINT_ATTRIBUTE)).toBe('on');
    slot.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('load')));
    expect(root.getAttribute(PAINT_ATTRIBUTE)).toBe('done');
    expect(store()!.body).toBe(slot);
    const { container } = render(<FirstPaintFallback path="/activity" />);
    expect(container.querySelectorAll('a[href^="#/activityInfo"]')).toHaveLength(4);
    expect(container.innerHTML).toBe(
      `<div class="contents" inert="" aria-busy="true">${slot.querySelector(`[${PAINT_BODY}]`)!.innerHTML}</div>`,
    );
  });

  it('keeps the skeleton, and is done, when the read fails', async () => {
    paintAt('/concise', { '/api/app': () => ok({}), '/api/gamelistBycode': () => ({ code: 500, message: '错误' }) });
    await waitFor(() => expect(root.getAttribute(PAINT_ATTRIBUTE)).toBe('done'));
    expect(document.querySelector(`[data-first='paint'] ${lists['/concise'].at}`)).not.toBeNull();
    expect(store()!.body).toBeUndefined();
  });
});
