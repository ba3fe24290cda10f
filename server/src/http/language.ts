/**
 * Which language a request's `Accept-Language` prefers among the two the server speaks: English
 * when an `en` range ranks above every `zh` one (q-values read as RFC 9110 says; on a tie the
 * earlier range wins), Chinese otherwise, and for anything else (no header, `fr`, `*`).
 */
export type Language = 'zh' | 'en';

interface Range {
  language: Language | null;
  q: number;
}

/** One range of the header: `en-US;q=0.8` → English at 0.8; an unreadable q-value counts as 0. */
function rangeOf(part: string): Range {
  const [tag = '', ...params] = part.split(';');
  const primary = tag.trim().toLowerCase().split('-')[0];
  const language = primary === 'en' ? 'en' : primary === 'zh' || primary === '*' ? 'zh' : null;
  let q = 1;
  for (const param of params) {
    const [key = '', value = ''] = param.split('=');
    if (key.trim().toLowerCase() !== 'q') continue;
    const text = value.trim();
    q = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(text) ? Number(text) : 0;
  }
  return { language, q };
}

export function preferredLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return 'zh';
  let best: Range = { language: 'zh', q: 0 };
  // Headers are short; a hostile one is cut rather than walked (no browser sends 50 ranges).
  for (const part of text.split(',', 50)) {
    const range = rangeOf(part);
    if (range.language && range.q > best.q) best = range;
  }
  return best.language ?? 'zh';
}
