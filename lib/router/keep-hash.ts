/**
 * Next's app router never sees our hash routes, yet writes its own URL into the current history
 * entry whenever its state updates. While it boots that is the URL it started with, even when the
 * player has moved meanwhile (a tap on the exported first screen, a quick back): the address bar
 * then names another screen than the one shown. Its writes keep their state here but never move
 * the address: the hash belongs to the hash router.
 */
let installed = false;

/** Next's marks on the entry it last wrote (its `__NA` flag and its router tree). */
type FrameworkMarks = Record<string, unknown>;
let marks: FrameworkMarks = {};

function isFrameworkState(data: unknown): data is FrameworkMarks {
  return !!data && typeof data === 'object' && '__NA' in data;
}

/**
 * What a hash entry must carry for Next to leave it alone on Back: Next reloads the whole page
 * on a popstate to an entry with a state but without its `__NA` mark (its rule for entries of the
 * pages router), and every hash route's entry has a state (lib/router/navigate.ts, the depth).
 * With Next's own marks the entry reads as Next's, the same single page: Back stays in the app.
 */
export function frameworkMarks(): FrameworkMarks {
  return marks;
}

export function keepHashOnFrameworkWrites(): void {
  if (typeof window === 'undefined' || installed) return;
  installed = true;
  const replace = window.history.replaceState.bind(window.history);
  window.history.replaceState = function replaceState(data: unknown, unused: string, url?: string | URL | null) {
    if (isFrameworkState(data)) {
      marks = { __NA: data.__NA, __PRIVATE_NEXTJS_INTERNALS_TREE: data.__PRIVATE_NEXTJS_INTERNALS_TREE };
    }
    replace(data, unused, isFrameworkState(data) && url != null ? window.location.href : url);
  };
}
