/**
 * What operator rich text (the announcement, activity content and memo, help articles, play
 * descriptions, the referral rules) may contain: one allowlist for both programs. The server
 * cleans activity HTML with it when an operator writes it (sanitize-html, which also filters
 * styles and URL schemes); the PWA cleans every piece of server HTML with it when it renders (the
 * browser's own HTML Sanitizer where there is one, DOMPurify where not). Plain data: no library.
 */

/** Elements kept, with their content; anything else is dropped together with its content. */
export const RICH_TEXT_ELEMENTS = [
  // Sections and blocks.
  'address',
  'article',
  'aside',
  'footer',
  'header',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hgroup',
  'main',
  'nav',
  'section',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'hr',
  'li',
  'menu',
  'ol',
  'p',
  'pre',
  'ul',
  'center',
  // Inline text.
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  'rb',
  'rp',
  'rt',
  'rtc',
  'ruby',
  's',
  'samp',
  'small',
  'big',
  'span',
  'font',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'del',
  'ins',
  'var',
  'wbr',
  'img',
  // Tables.
  'caption',
  'col',
  'colgroup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
] as const;

/** Attributes every kept element may carry. */
export const RICH_TEXT_GLOBAL_ATTRIBUTES = ['style', 'class', 'align'] as const;

/** Attributes only these elements may carry (besides the global ones). */
export const RICH_TEXT_ELEMENT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  font: ['color', 'size'],
  td: ['colspan', 'rowspan', 'align'],
  th: ['colspan', 'rowspan', 'align'],
};
