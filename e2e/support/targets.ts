/**
 * The touch-target rule of docs/SCREENS.md (44×44 CSS px, stricter than WCAG 2.5.8's 24 px), as
 * e2e/a11y/axe.spec.ts checks it on every route and e2e/a11y/text-size.spec.ts on the header at
 * 200 % text.
 */
import type { Page } from '@playwright/test';

const MIN_TARGET_PX = 44;

/**
 * Visible interactive elements under 44×44 CSS px inside `scope` (the whole page by default), as
 * "selector-ish (w×h)". Skipped: what a modal has made inert, visually hidden inputs (their label
 * is the target) and inline text links inside a paragraph (WCAG 2.5.8's inline exception).
 */
export function smallTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ min, scope }) => {
      const selector =
        'a[href], button, input:not([type=hidden]), select, [role=button], [role=tab], [role=radio], [role=switch], [role=checkbox]';
      const describe = (el: Element) => {
        const text = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 20);
        const id = el.getAttribute('data-testid');
        return `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''} "${text}"`;
      };
      const out: string[] = [];
      const within = Array.from(document.querySelectorAll(scope));
      for (const el of within.flatMap((root) => Array.from(root.querySelectorAll(selector)))) {
        if (el.closest('[inert], [aria-hidden="true"]')) continue;
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        if (el.tagName === 'A' && el.closest('p') && getComputedStyle(el).display === 'inline') continue;
        if (box.width < min || box.height < min)
          out.push(`${describe(el)} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
      return out;
    },
    { min: MIN_TARGET_PX, scope },
  );
}
