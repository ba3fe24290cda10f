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

/**
 * Canonical markup for comparing a build's render with a client's: the ids React makes (useId)
 * named alike, and without the comments a server render leaves between text parts (the browser
 * shows nothing of them).
 */
export function sameMarkup(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((c) => c.parentNode!.removeChild(c));
  copy.normalize();
  return canonical(copy).replace(/_[rR]_[0-9a-z]+_/g, '_id_');
}
