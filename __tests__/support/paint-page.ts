import { EARLY_ANSWERS } from '@/lib/api/early-answers';
import { FIRST_PAINT, PAINT_ATTRIBUTE } from '@/lib/router/first-paint';
import { fillerScripts } from '@/lib/router/first-reads-script';

/**
 * A blank page for the inline script's first paint: storage, document, paint state and the
 * script's window stores cleared; the fillers' files run, as the browser would have run them (jsdom
 * loads no script file).
 */
export function freshPaintPage(): void {
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(PAINT_ATTRIBUTE);
  for (const script of Object.values(fillerScripts())) new Function(script)();
  const w = window as unknown as Record<string, unknown>;
  delete w[EARLY_ANSWERS];
  delete w[FIRST_PAINT];
}
