/**
 * Does the page fit at a larger text size (docs/ACCESSIBILITY.md#text-size)? Sets the root font
 * size as a browser's text-size setting does, and lists what does not fit, for
 * e2e/a11y/text-size.spec.ts.
 */
import type { Page } from '@playwright/test';

/** Sets the root font size before any app script runs (the <html> element is not there yet). */
export async function rootFontSize(page: Page, size: string): Promise<void> {
  await page.addInitScript((value) => {
    const apply = () => document.documentElement.style.setProperty('font-size', value);
    if (document.documentElement) apply();
    else
      new MutationObserver((_, observer) => {
        if (!document.documentElement) return;
        apply();
        observer.disconnect();
      }).observe(document, { childList: true });
  }, size);
}

/**
 * Everything wrong with the page as shown now, one line each: sideways scrolling of the page, then
 * text cut off or spilling. Geometry only, after loading has settled, so it does not flake:
 * - cut off: a text's line boxes reach more than 1 px outside an ancestor that hides overflow
 *   (overflow hidden or clip) in that axis; sideways only when that ancestor does not ellipsise.
 * - spilling: a text's line boxes reach more than 1 px outside the nearest block box holding it
 *   (a fixed height, a squeezed flex item), where it would overlap what is next to it.
 * Line boxes, not glyph boxes: a text's rects are as tall as the font (CJK fonts are ~1.45 em),
 * so each is trimmed to the computed line height first. Skipped: visually hidden text (sr-only,
 * a 1 px clip box), text under a moving box (animation or transform: marquee, carousel) and
 * text behind an open modal (inert).
 */
export function textFitFindings(page: Page): Promise<string[]> {
  // The phone's width, not innerWidth: a mobile browser widens its layout viewport (zooming out)
  // to a page wider than the screen, so innerWidth would grow with the fault.
  const width = page.viewportSize()!.width;
  return page.evaluate((phoneWidth) => {
    const out: string[] = [];
    const scroller = document.scrollingElement!;
    if (scroller.scrollWidth > phoneWidth)
      out.push(`page scrolls sideways: ${scroller.scrollWidth} px wide on a ${phoneWidth} px phone`);
    const TOLERANCE = 1;
    const HIDES = new Set(['hidden', 'clip']);
    const describe = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 3; e = e.parentElement) {
        const id = e.getAttribute('data-testid');
        const cls = Array.from(e.classList).slice(0, 4).join('.');
        parts.unshift(`${e.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : cls ? `.${cls}` : ''}`);
        if (id) break;
      }
      return parts.join(' > ');
    };
    const moving = (style: CSSStyleDeclaration) => style.animationName !== 'none' || style.transform !== 'none';
    /** The text's line boxes: its rects trimmed to the computed line height. */
    const lineBoxes = (node: Text, style: CSSStyleDeclaration) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const lineHeight = parseFloat(style.lineHeight);
      return Array.from(range.getClientRects())
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => {
          const trim = Number.isFinite(lineHeight) ? Math.max(0, (r.height - lineHeight) / 2) : 0;
          return { left: r.left, right: r.right, top: r.top + trim, bottom: r.bottom - trim };
        });
    };
    type Box = { left: number; right: number; top: number; bottom: number };
    const outside = (lines: Box[], box: Box, axis: 'x' | 'y') =>
      lines.some((l) =>
        axis === 'x'
          ? l.left < box.left - TOLERANCE || l.right > box.right + TOLERANCE
          : l.top < box.top - TOLERANCE || l.bottom > box.bottom + TOLERANCE,
      );
    /** What is wrong with one text, or null. */
    const judge = (node: Text): string | null => {
      const el = node.parentElement!;
      // Behind an open modal: judged on its own visit, without the popup.
      if (el.closest('[inert]')) return null;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
      let lines = lineBoxes(node, getComputedStyle(el));
      if (lines.length === 0) return null;
      let holder: Element | null = null;
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (moving(style)) return null;
        const r = a.getBoundingClientRect();
        const [hx, hy] = [HIDES.has(style.overflowX), HIDES.has(style.overflowY)];
        if (!holder && !style.display.startsWith('inline') && style.display !== 'contents') {
          holder = a;
          // An axis the box hides is judged below as cut off (or allowed, with an ellipsis).
          if (!hx && outside(lines, r, 'x')) return 'spills out of its box sideways';
          if (!hy && outside(lines, r, 'y')) return 'spills out of its box downwards';
        }
        if (!hx && !hy) continue;
        if (a.clientWidth <= 1 || a.clientHeight <= 1) return null; // visually hidden (sr-only)
        const box = { left: r.left + a.clientLeft, top: r.top + a.clientTop, right: 0, bottom: 0 };
        box.right = box.left + a.clientWidth;
        box.bottom = box.top + a.clientHeight;
        if (hy && outside(lines, box, 'y')) return `cut off (height) by ${describe(a)}`;
        if (hx && style.textOverflow !== 'ellipsis' && outside(lines, box, 'x'))
          return `cut off (width) by ${describe(a)}`;
        // What shows of the text from here on is what this box lets through (an ellipsis's cut).
        if (hx)
          lines = lines.map((l) => ({ ...l, left: Math.max(l.left, box.left), right: Math.min(l.right, box.right) }));
      }
      return null;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data.trim();
      if (!text || !node.parentElement || node.parentElement.closest('script, style, noscript')) continue;
      const problem = judge(node);
      if (problem) out.push(`"${text.slice(0, 24)}" at ${describe(node.parentElement)}: ${problem}`);
    }
    return out;
  }, width);
}

/**
 * What must stay whole at any text size (docs/ACCESSIBILITY.md#text-size), one line each:
 * - an amount (`[data-amount]`: a balance, a wallet's figure) on two lines: its text's boxes no
 *   longer share one line, i.e. the number broke (its row should have wrapped instead), or an
 *   amount wider than its box (cut short by an ellipsis, or spilling);
 * - the site name of the main header (`[data-site-name]`) cut short: it wraps instead.
 */
export function wholeTextFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) =>
      !el.closest('[inert]') && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    /** Its text's boxes share no common band: the text runs over more than one line. */
    const spansLines = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
      if (rects.length < 2) return false;
      return Math.max(...rects.map((r) => r.top)) > Math.min(...rects.map((r) => r.bottom)) - 2;
    };
    /** Wider than its box (cut by an ellipsis or a hidden overflow, or spilling out of it). */
    const cut = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    for (const el of Array.from(document.querySelectorAll('[data-amount]'))) {
      if (!visible(el)) continue;
      const text = (el.textContent ?? '').trim();
      if (spansLines(el)) out.push(`amount "${text}" breaks across lines`);
      else if (cut(el)) out.push(`amount "${text}" does not fit its box`);
    }
    for (const el of Array.from(document.querySelectorAll('[data-site-name]'))) {
      if (!visible(el)) continue;
      if (cut(el) || getComputedStyle(el).textOverflow === 'ellipsis')
        out.push(`site name "${(el.textContent ?? '').trim()}" is cut short`);
    }
    return out;
  });
}

/**
 * Header parts laid over one another (docs/ACCESSIBILITY.md#text-size), one line each. A header
 * is a `header` element or a screen's own top (`[data-header]`, /mine's card); its parts are its
 * controls (links, buttons), headings, notes (the demo mark) and any other text, each with the
 * box it draws: a control's whole box (its touch target), a text's line boxes. Two parts whose
 * boxes overlap by more than 1 px both ways are a finding, and so is text of anything fixed over
 * the page (a badge, a ribbon) that crosses a header's part: it would cover it. Toasts are left out.
 */
export function headerOverlapFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { left: number; right: number; top: number; bottom: number };
    type Part = { name: string; owner: Element; boxes: Box[] };
    const TOLERANCE = 1;
    const PART = 'a[href], button, h1, h2, [role="note"], [role="progressbar"]';
    const visible = (el: Element) =>
      !el.closest('[inert], [aria-live]') && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 16)}"`;
    const lineBoxes = (node: Text): Box[] => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const lineHeight = parseFloat(getComputedStyle(node.parentElement!).lineHeight);
      return Array.from(range.getClientRects())
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => {
          const trim = Number.isFinite(lineHeight) ? Math.max(0, (r.height - lineHeight) / 2) : 0;
          return { left: r.left, right: r.right, top: r.top + trim, bottom: r.bottom - trim };
        });
    };
    const meet = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOLERANCE &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOLERANCE;
    /** The texts under `root` (but those inside a control: `all` false), each a part of its own element. */
    const texts = (root: Element, all = false): Part[] => {
      const parts: Part[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const el = node.parentElement;
        if (!node.data.trim() || !el || !visible(el) || (!all && el.closest(PART))) continue;
        parts.push({ name: name(el), owner: el, boxes: lineBoxes(node) });
      }
      return parts;
    };
    const out: string[] = [];
    const headers = Array.from(document.querySelectorAll('header, [data-header]')).filter(visible);
    const overlays = Array.from(document.body.querySelectorAll('*')).filter(
      (el) =>
        getComputedStyle(el).position === 'fixed' &&
        visible(el) &&
        !headers.some((h) => h.contains(el) || el.contains(h)),
    );
    for (const header of headers) {
      const controls: Part[] = Array.from(header.querySelectorAll(PART))
        .filter((el) => visible(el) && !el.parentElement?.closest(PART))
        .map((el) => ({ name: name(el), owner: el, boxes: [el.getBoundingClientRect()] }));
      const parts = [...controls, ...texts(header)];
      const label = name(header).split(' ')[0];
      for (let i = 0; i < parts.length; i++)
        for (let j = i + 1; j < parts.length; j++) {
          const [a, b] = [parts[i]!, parts[j]!];
          if (a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue;
          if (a.boxes.some((x) => b.boxes.some((y) => meet(x, y)))) out.push(`${label}: ${a.name} overlaps ${b.name}`);
        }
      for (const overlay of overlays)
        for (const over of texts(overlay, true))
          for (const part of parts)
            if (over.boxes.some((x) => part.boxes.some((y) => meet(x, y))))
              out.push(`${label}: ${part.name} is covered by ${over.name} (fixed over the page)`);
    }
    return out;
  });
}
