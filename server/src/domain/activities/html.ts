/**
 * Activity HTML (content and memo) is sanitised when an operator writes it, so what is stored
 * and served is already safe; the PWA still runs DOMPurify over it when it renders. sanitize-html
 * keeps formatting, lists, tables, links and images and drops scripts, handlers, styles that
 * could overlay the page, and every URL scheme but http(s) (images may also be relative paths).
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'font',
    'center',
    'u',
    's',
    'del',
    'ins',
    'small',
    'big',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    font: ['color', 'size'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    '*': ['style', 'class', 'align'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': [/^\d{1,3}(px|em|rem|%)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
      'line-height': [/^[\d.]{1,4}(px|em|rem|%)?$/],
      margin: [/^[\d\s.a-z%-]{1,40}$/],
      padding: [/^[\d\s.a-z%-]{1,40}$/],
    },
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'], a: ['http', 'https', 'mailto', 'tel'] },
  allowProtocolRelative: false,
  // Links leave the app in a new tab without handing it window.opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitiseActivityHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
