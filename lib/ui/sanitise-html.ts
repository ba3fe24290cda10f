/**
 * Server-supplied HTML is cleaned in the browser with one allowlist (contract/common/rich-text.ts)
 * by one of two sanitisers. Where the browser has the HTML Sanitizer API (`Element.setHTML`, in
 * Chromium and Firefox) it does the work: nothing to download. Elsewhere DOMPurify does, loaded
 * on demand as its own chunk, set up to keep exactly what the native one keeps: allowlisted
 * elements and attributes only, unknown elements dropped with their content, no data-/aria-
 * attributes, no comments. Both always drop scripts, event handlers and javascript: URLs.
 */
import type { Config, DOMPurify } from 'dompurify';
import {
  RICH_TEXT_ELEMENT_ATTRIBUTES,
  RICH_TEXT_ELEMENTS,
  RICH_TEXT_GLOBAL_ATTRIBUTES,
} from '@/contract/common/rich-text';

/** `Element.setHTML` of the HTML Sanitizer API (not yet in TypeScript's DOM types). */
interface SetHTML {
  setHTML(html: string, options?: { sanitizer?: SanitizerConfig }): void;
}

/**
 * Does this browser sanitise HTML itself, and take our config? False on the server (no DOM), in
 * jsdom, and where an implementation refuses the config (it would throw on every rich text).
 */
export function hasNativeSanitizer(): boolean {
  if (typeof Element === 'undefined' || typeof (Element.prototype as Partial<SetHTML>).setHTML !== 'function') {
    return false;
  }
  try {
    setSanitisedHtml(document.createElement('div'), '');
    return true;
  } catch {
    return false;
  }
}

const GLOBAL_ATTRIBUTES: readonly string[] = RICH_TEXT_GLOBAL_ATTRIBUTES;

/**
 * The allowlist as the HTML Sanitizer API takes it: per-element attributes plus global ones. An
 * element may not list a global attribute again (`align` of td/th): setHTML throws on such a config.
 */
export function nativeSanitizerConfig(): SanitizerConfig {
  return {
    elements: RICH_TEXT_ELEMENTS.map((name) => {
      const own = RICH_TEXT_ELEMENT_ATTRIBUTES[name]?.filter((attribute) => !GLOBAL_ATTRIBUTES.includes(attribute));
      return own ? { name, attributes: own } : name;
    }),
    attributes: [...RICH_TEXT_GLOBAL_ATTRIBUTES],
    dataAttributes: false,
    comments: false,
  };
}

let nativeConfig: SanitizerConfig | undefined;

/** Fills `element` with `html` through the browser's own sanitiser (only where it has one). */
export function setSanitisedHtml(element: Element, html: string): void {
  nativeConfig ??= nativeSanitizerConfig();
  (element as Element & SetHTML).setHTML(html, { sanitizer: nativeConfig });
}

/** The same allowlist for DOMPurify. */
export function purifyConfig(): Config {
  return {
    // '#text' must be listed: without KEEP_CONTENT DOMPurify no longer adds it by itself.
    ALLOWED_TAGS: [...RICH_TEXT_ELEMENTS, '#text'],
    ALLOWED_ATTR: [...RICH_TEXT_GLOBAL_ATTRIBUTES],
    // Per-element attributes, as the native config has them (a `src` on a span is dropped).
    ADD_ATTR: (attribute, element) => RICH_TEXT_ELEMENT_ATTRIBUTES[element]?.includes(attribute) ?? false,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Unknown elements go with their content, as the native sanitiser drops them.
    KEEP_CONTENT: false,
    // Not in the allowlist anyway; named so that widening it can never let these imitate the app.
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  };
}

/** The cleaned nodes of `html`, ready to be put in place without parsing it again. */
export function purifyToFragment(purify: DOMPurify, html: string): DocumentFragment {
  return purify.sanitize(html, { ...purifyConfig(), RETURN_DOM_FRAGMENT: true });
}

let purifyLoad: Promise<DOMPurify> | null = null;

/** DOMPurify's chunk, loaded once; a failed load is tried again by the next caller. */
export function loadPurify(): Promise<DOMPurify> {
  if (!purifyLoad) {
    const load = import('dompurify').then((module) => module.default);
    load.catch(() => {
      if (purifyLoad === load) purifyLoad = null;
    });
    purifyLoad = load;
  }
  return purifyLoad;
}
