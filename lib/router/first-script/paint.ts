/** The inline script's first paint (lib/router/first-paint.ts): the route's screen put into the placeholder's slot. */
import type { FirstPaintStore } from '../first-paint';
import type { FillPaint, Fillers, LoadFillers } from './setup';

/**
 * The fillers' file of the route at `path` (FILLER_FILES: the lists' `fill.js`, or the route's own),
 * loaded once per page: only the pages that draw data carry its bytes. Self-contained (part of the
 * script).
 */
export const loadFillers: LoadFillers = function (w, s, path) {
  const file = s.fillFiles[path] || s.fillFile;
  const key = s.filler + ' ' + file;
  const ready = function () {
    const f = w[s.filler] as Fillers | undefined;
    return f && f.files.indexOf(file) >= 0 ? f : undefined;
  };
  if (ready()) return Promise.resolve(ready());
  if (!w[key])
    w[key] = new Promise<Fillers | undefined>(function (go) {
      const tag = w.document.createElement('script');
      tag.src = s.paint + file;
      tag.onload = tag.onerror = function () {
        go(ready());
      };
      w.document.head.appendChild(tag);
    });
  return w[key] as Promise<Fillers | undefined>;
};

/**
 * Puts the first paint into the placeholder's slot once the page is parsed, unless the live app is
 * already there (no slot, or the state is no longer 'wait'); marks it 'on'; draws its list from the
 * feeding read's early answer when that and the fillers' file have come while the paint is still
 * shown; and marks it 'done' once the list is settled and every picture has loaded or failed (the
 * boot's loader waits for that). A session paint (`file.user`) is drawn for the stored user before
 * it is shown, or not at all; a screen drawn from its reads (`file.recharge`, `file.lottery`) is
 * shown in its loading state, then drawn once its reads have answered. Self-contained (part of the
 * script).
 */
export const fillPaint: FillPaint = function (w, s, h, path, file, session, got) {
  const d = w.document;
  const root = d.documentElement;
  const html = typeof file.html === 'string' ? file.html : '';
  const shown = () => root.getAttribute(s.paintAttr) === 'on';
  const put = function (fillers: Fillers | undefined) {
    const slot = d.querySelector(s.paintSlot);
    const own = file.user && fillers ? fillers.user(d, file.user, session.user) : null;
    if ((!html && !own) || !slot || root.getAttribute(s.paintAttr) !== 'wait') {
      root.removeAttribute(s.paintAttr);
      return;
    }
    const store: FirstPaintStore = { path, html };
    if (own) {
      slot.appendChild(own);
      // Drawn from stored data: the live shell's loading state shows these nodes, never HTML re-read.
      store.body = slot;
    } else slot.innerHTML = html;
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
    // Data drawn once its reads and the fillers are here: a list (lib/router/paint-lists.ts), or a
    // screen drawn from its reads (lib/router/paint-reads.ts).
    const list = file.list;
    const rc = file.recharge;
    const lt = file.lottery;
    const reads: string[] = list ? [list.read] : rc ? rc.reads : lt ? lt.reads : [];
    const answer = reads.length && got[reads[0]];
    if (answer) {
      left++;
      Promise.all([h.fillers(w, s, path), answer, reads.length > 1 ? got[reads[1]] : null])
        .then(function (r) {
          const f = r[0] && shown() ? r[0] : null;
          const drawn =
            f &&
            (list
              ? f.list(d, slot, list, r[1])
              : rc
                ? f.recharge(d, slot, rc, r[1], r[2], session.user)
                : f.lottery(d, slot, lt!, r[1], session.user));
          if (drawn) {
            // The live shell's and the live list's or screen's loading states show these nodes, never this HTML re-read.
            store.body = slot;
            if (list) store.list = drawn;
            else store.screen = drawn;
            wait(drawn.querySelectorAll('img'));
          }
        })
        .then(one, one);
    }
    one();
  };
  // A session paint waits for its filler (started beside the route's file, ./screen.ts). A screen
  // drawn from its reads is for a member the guard lets in (a restricted member is moved elsewhere);
  // /recharge for one who may deposit (a trial account's shows a notice instead): anyone else's
  // paints nothing.
  const u = session.user as Record<string, unknown> | null;
  const member = !!u && u.protection === null;
  const go = function () {
    if ((file.recharge && !(member && u && u.isTrial === false)) || (file.lottery && !member))
      root.removeAttribute(s.paintAttr);
    else if (file.user) void h.fillers(w, s, path).then(put);
    else put(undefined);
  };
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', go);
  else go();
};
