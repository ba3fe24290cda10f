/** The inline script's first paint (lib/router/first-paint.ts): the route's screen put into the placeholder's slot. */
import type { FirstPaintStore } from '../first-paint';
import type { FillPaint, PaintFill } from './setup';

/**
 * Puts the first paint into the placeholder's slot once the page is parsed, unless the live app is
 * already there (no slot, or the state is no longer 'wait'); marks it 'on'; draws its list from the
 * feeding read's early answer when that and the filler's file have come while the paint is still
 * shown; and marks it 'done'
 * once the list is settled and every picture has loaded or failed (the boot's loader waits for
 * that). Self-contained (part of the script).
 */
export const fillPaint: FillPaint = function (w, s, h, path, file, got) {
  const d = w.document;
  const root = d.documentElement;
  const html = typeof file.html === 'string' ? file.html : '';
  const shown = () => root.getAttribute(s.paintAttr) === 'on';
  const put = function () {
    const slot = d.querySelector(s.paintSlot);
    if (!html || !slot || root.getAttribute(s.paintAttr) !== 'wait') {
      root.removeAttribute(s.paintAttr);
      return;
    }
    slot.innerHTML = html;
    const store: FirstPaintStore = { path, html };
    w[s.paintStore] = store;
    root.setAttribute(s.paintAttr, 'on');
    let left = 1;
    // Only while the paint is shown: the live router removes the state when it takes the page.
    const one = function () {
      if (--left === 0 && shown()) root.setAttribute(s.paintAttr, 'done');
    };
    const wait = function (pictures: ArrayLike<HTMLImageElement>) {
      Array.prototype.forEach.call(pictures, function (img: HTMLImageElement) {
        if (img.complete) return;
        left++;
        img.addEventListener('load', one);
        img.addEventListener('error', one);
      });
    };
    wait(slot.querySelectorAll('img'));
    const list = file.list;
    const answer = list && got[list.read];
    if (answer) {
      left++;
      // The list's filler is a file of its own in the paints' folder (lib/router/first-script/list.ts):
      // only the pages that draw a list carry its bytes.
      const filler = new Promise<void>(function (go) {
        if (w[s.filler]) return go();
        const tag = d.createElement('script');
        tag.src = s.paint + 'fill.js';
        tag.onload = tag.onerror = function () {
          go();
        };
        d.head.appendChild(tag);
      });
      Promise.all([answer, filler])
        .then(function (r) {
          const draw = w[s.filler] as PaintFill | undefined;
          const drawn = draw && shown() ? draw(d, slot, list, r[0]) : null;
          if (drawn) {
            // The live shell's and the live list's loading states show these nodes, never this HTML re-read.
            store.body = slot;
            store.list = drawn;
            wait(drawn.querySelectorAll('img'));
          }
        })
        .then(one, one);
    }
    one();
  };
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', put);
  else put();
};
