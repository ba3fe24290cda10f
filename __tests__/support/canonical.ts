/**
 * An element as markup with its attributes in name order: a build's HTML and a client render of
 * the same view compare equal (a client render sets an image's src last, and writes a style as
 * the browser serialises it).
 */
export function canonical(el: Element): string {
  const attrs = [...el.attributes]
    .map((a) => `${a.name}="${a.name === 'style' ? (el as HTMLElement).style.cssText : a.value}"`)
    .sort()
    .join(' ');
  const inner = [...el.childNodes].map((n) => (n.nodeType === 1 ? canonical(n as Element) : n.textContent)).join('');
  return `<${el.localName} ${attrs}>${inner}</${el.localName}>`;
}
