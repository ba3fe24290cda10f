/** The fillers' one way of putting values in place of a build's markers (lib/router/first-script/list.ts, user.ts). */

/**
 * Replaces every marker in the text nodes and attribute values under `node` by its value: data
 * goes in as text, never parsed as HTML. Markers are matched longest first, and a value put in
 * is not searched again. Self-contained (part of the fillers' file).
 */
export function putMarks(node: Node, values: Record<string, string>): void {
  const keys = Object.keys(values).sort((a, b) => b.length - a.length);
  if (!keys.length) return;
  const pattern = new RegExp(keys.map((k) => k.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'g');
  // Written back only where a marker was: writing every value would have the browser re-read each
  // one (an icon's path data, a class list), which costs more than the whole search.
  const put = function (t: string, write: (v: string) => void) {
    const v = t.replace(pattern, (k) => values[k]);
    if (v !== t) write(v);
  };
  const walk = function (n: Node) {
    if (n.nodeType === 3)
      put(n.nodeValue || '', function (v) {
        n.nodeValue = v;
      });
    Array.prototype.forEach.call((n as Element).attributes || [], function (at: Attr) {
      put(at.value, function (v) {
        at.value = v;
      });
    });
    n.childNodes.forEach(walk);
  };
  walk(node);
}
