/**
 * Server-supplied HTML (activity content and memo, the referral intro, notices, help articles,
 * inbox messages) is sanitised when an operator writes it, and notices, articles and messages
 * again when served (older clients render them raw; rows written before, or straight into the
 * database, are served safe too); the PWA sanitises it again when it renders, with the same allowlist
 * (contract/common/rich-text.ts). Here sanitize-html keeps those elements and attributes and also
 * drops styles that could overlay the page and every URL scheme but http(s) (images may also be
 * relative paths): filters only the server applies.
 */
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ELEMENT_ATTRIBUTES,
  RICH_TEXT_ELEMENTS,
  RICH_TEXT_GLOBAL_ATTRIBUTES,
} from '../../../../contract/common/rich-text.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ELEMENTS],
  allowedAttributes: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_ELEMENT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    '*': [...RICH_TEXT_GLOBAL_ATTRIBUTES],
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

export function sanitiseRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The text of rich HTML (no element at all, entities kept escaped): for a list row's excerpt. */
export function richHtmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}
