/**
 * Where the browser has the HTML Sanitizer API, RichText hands the html and the allowlist to
 * `Element.setHTML` and never loads DOMPurify. jsdom has no setHTML: a fake is installed before
 * the component's module loads (it decides its path then).
 */
import { render } from '@testing-library/react';
import type { RichText as RichTextComponent } from '@/components/ui/rich-text';
import { RICH_TEXT_ELEMENT_ATTRIBUTES, RICH_TEXT_ELEMENTS } from '@/contract/common/rich-text';
import { hasNativeSanitizer, nativeSanitizerConfig } from '@/lib/ui/sanitise-html';

const mockPurifyLoaded = jest.fn();
jest.mock('dompurify', () => {
  mockPurifyLoaded();
  return jest.requireActual('dompurify');
});

const setHTML = jest.fn(function (this: Element, html: string) {
  this.textContent = `native:${html}`;
});

let RichText: typeof RichTextComponent;

beforeAll(async () => {
  Object.defineProperty(Element.prototype, 'setHTML', { value: setHTML, configurable: true });
  ({ RichText } = await import('@/components/ui/rich-text'));
});

afterAll(() => {
  delete (Element.prototype as { setHTML?: unknown }).setHTML;
});

describe('RichText with the browser’s own sanitiser', () => {
  it('fills its element through setHTML with the allowlist and loads no DOMPurify', async () => {
    const { container } = render(<RichText html={'<b>公告</b><script>x()</script>'} className="prose" />);
    const box = container.firstElementChild;
    // The first call is the module's trial of the config on a detached element.
    expect(setHTML).toHaveBeenCalledTimes(2);
    expect(setHTML).toHaveBeenNthCalledWith(1, '', { sanitizer: nativeSanitizerConfig() });
    expect(setHTML.mock.contexts[1]).toBe(box);
    expect(setHTML).toHaveBeenCalledWith('<b>公告</b><script>x()</script>', { sanitizer: nativeSanitizerConfig() });
    expect(box?.textContent).toBe('native:<b>公告</b><script>x()</script>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockPurifyLoaded).not.toHaveBeenCalled();
  });

  it('passes every allowlisted element, its own attributes and the global ones, and no data- attributes', () => {
    const config = nativeSanitizerConfig();
    expect(config.elements).toHaveLength(RICH_TEXT_ELEMENTS.length);
    expect(config.elements).toContainEqual({ name: 'a', attributes: ['href', 'title', 'target', 'rel'] });
    expect(config.elements).toContainEqual({ name: 'img', attributes: [...RICH_TEXT_ELEMENT_ATTRIBUTES.img!] });
    expect(config.elements).toContain('p');
    expect(config.elements).not.toContain('script');
    expect(config.attributes).toEqual(['style', 'class', 'align']);
    // The API refuses a config where an element repeats a global attribute (td and th list align).
    expect(config.elements).toContainEqual({ name: 'td', attributes: ['colspan', 'rowspan'] });
    for (const element of config.elements ?? []) {
      if (typeof element === 'object' && element.attributes) {
        expect(element.attributes.filter((a) => config.attributes?.includes(a))).toEqual([]);
      }
    }
    expect(config).toMatchObject({ dataAttributes: false, comments: false });
  });
});

// Last: it calls the fake again.
it('is not taken where setHTML refuses the config', () => {
  setHTML.mockImplementationOnce(() => {
    throw new TypeError('Invalid Sanitizer configuration.');
  });
  expect(hasNativeSanitizer()).toBe(false);
  expect(hasNativeSanitizer()).toBe(true);
});
