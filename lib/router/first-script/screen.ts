/**
 * The inline script's screen part (lib/router/first-reads-script.ts): a deep link's screen code
 * and, where the route has one, its first paint.
 */
import type { PaintFile, StartScreen } from './setup';

/**
 * The screen at `at`: its chunk files' downloads started (preload links, which the bundler's own
 * script and stylesheet tags, classic scripts with no crossorigin, then take from the memory
 * cache), and on a route with a first paint, opened with no query but `redirect` and the ids its
 * reads need, by a visitor (or by anyone where the paint has nothing of the session in it, or by a
 * member with a stored user where it is drawn from the session or from its reads; the filler
 * checks the user), that paint too: one request, the route's own file `{chunks, html | user,
 * list?}` (a session paint's filler is asked for beside it); any other deep link reads its chunks
 * from the map of all. `got`: the page's early answers, which may feed the paint. Self-contained.
 */
export const startScreen: StartScreen = function (w, s, h, at, session, got) {
  const visitor = session.visitor;
  const path = at.path.toLowerCase();
  const root = w.document.documentElement;
  // A query other than `redirect` and the ids the route's reads need (the room's) changes the screen.
  const ids = (s.routes[path] || []).map((r) => r[4]);
  let plain = true;
  at.query.forEach(function (_v, k) {
    if (k !== 'redirect' && ids.indexOf(k) < 0) plain = false;
  });
  // A visitor there is bounced by the router without the screen: its code would be downloaded for nothing.
  if (visitor && s.bounce.indexOf(path) >= 0) return;
  const fromSession = s.member.indexOf(path) >= 0;
  const forWho = fromSession ? !visitor && !!session.user : visitor || s.all.indexOf(path) >= 0;
  const paint = !!s.paint && plain && s.painted.indexOf(path) >= 0 && forWho;
  const url = paint ? s.paint + path.slice(1) + '.json' : s.chunks;
  if (!url) return;
  if (paint) root.setAttribute(s.paintAttr, 'wait');
  if (paint && fromSession) void h.fillers(w, s, path);
  fetch(url)
    .then((r) => (r.ok ? r.json() : {}))
    .then(function (file: PaintFile & Record<string, unknown>) {
      const files = (paint ? file.chunks : file[path]) as string[] | undefined;
      (files || []).forEach(function (href) {
        const link = w.document.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', /\.css$/.test(href) ? 'style' : 'script');
        link.href = href;
        w.document.head.appendChild(link);
      });
      if (paint) h.fill(w, s, h, path, file, session, got);
    })
    .catch(function () {
      if (paint) root.removeAttribute(s.paintAttr);
    });
};
