/**
 * Next's app router never sees our hash routes, yet writes its own URL into the current history
 * entry whenever its state updates. While it boots that is the URL it started with, even when the
 * player has moved meanwhile (a tap on the exported first screen, a quick back): the address bar
 * then names another screen than the one shown. Its writes keep their state here but never move
 * the address: the hash belongs to the hash router.
 */
let installed = false;

function isFrameworkState(data: unknown): boolean {
  return !!data && typeof data === 'object' && '__NA' in data;
}

export function keepHashOnFrameworkWrites(): void {
  if (typeof window === 'undefined' || installed) return;
  installed = true;
  const replace = window.history.replaceState.bind(window.history);
  window.history.replaceState = function replaceState(data: unknown, unused: string, url?: string | URL | null) {
    replace(data, unused, isFrameworkState(data) && url != null ? window.location.href : url);
  };
}
