/**
 * The machinery of the message table (./en.ts): exact messages in a Map, parametrised ones as
 * patterns learnt from the contract's own message functions, so a Chinese template is never
 * retyped here. No schema library: the PWA imports this.
 */

/** A fixed message and its English. */
type Exact = readonly [zh: string, en: string];

/**
 * A parametrised message. `zh` calls the contract's function with the slot markers it is given
 * (one per value: a date, an amount, a name) and so shows where each value sits in the Chinese;
 * `en` writes the English from the values read back, in the same order.
 */
export interface Template {
  zh: (...slots: string[]) => string;
  en: (...values: string[]) => string;
}

/** A message no marker can shape (an argument picks words from a list): its own expression. */
interface Custom {
  re: RegExp;
  en: (...values: string[]) => string;
}

/** One domain's part of the table. */
export interface Messages {
  exact?: readonly Exact[];
  templates?: readonly Template[];
  custom?: readonly Custom[];
}

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * The exact entries of a message object, English by the same keys: the compiler asks for one
 * English text per Chinese one (function-valued keys are templates, written apart).
 */
export function byKey<T extends object>(zh: T, en: { [K in TextKeys<T>]: string }): Exact[] {
  return (Object.keys(en) as TextKeys<T>[]).map((key) => [zh[key] as string, en[key]] as const);
}

/** Markers are digits, so a contract function may take them as numbers (`Number(slot)`). */
const SLOT_BASE = 9_876_500;
const SLOT_RE = /98765\d\d/g;
const slot = (i: number): string => String(SLOT_BASE + i);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Compiled {
  /** The literal text before the first value: a cheap test before the expression. */
  head: string;
  re: RegExp;
  /** For each value in `en` order, the index of its capture group. */
  groups: number[];
  en: (...values: string[]) => string;
}

/** A template's expression: each slot a lazy group the first time, a back-reference after. */
function compileTemplate(template: Template): Compiled {
  const text = template.zh(...Array.from({ length: template.zh.length }, (_, i) => slot(i)));
  // A value is translated in turn: a template of values only would never end.
  if (!text.replace(SLOT_RE, '').trim()) throw new Error(`a template with no words: ${text}`);
  const literals = text.split(SLOT_RE);
  const slots = (text.match(SLOT_RE) ?? []).map((m) => Number(m) - SLOT_BASE);
  const groupOf = new Map<number, number>();
  let source = escape(literals[0]!);
  slots.forEach((s, i) => {
    const known = groupOf.get(s);
    if (known === undefined) groupOf.set(s, groupOf.size + 1);
    source += known === undefined ? '([\\s\\S]+?)' : `\\${known}`;
    source += escape(literals[i + 1]!);
  });
  const groups = Array.from({ length: template.en.length }, (_, i) => groupOf.get(i) ?? 0);
  return { head: literals[0]!, re: new RegExp(`^${source}$`), groups, en: template.en };
}

function compileCustom(custom: Custom): Compiled {
  const n = Math.max(custom.en.length, 0);
  return { head: '', re: custom.re, groups: Array.from({ length: n }, (_, i) => i + 1), en: custom.en };
}

/**
 * The lookup over every domain's messages, built once: an exact message first, then the
 * patterns in order. A pattern's values are translated too (a limit's name inside a refusal).
 * Anything unknown comes back as it was.
 */
export function buildTranslator(domains: readonly Messages[]): (message: string) => string {
  const exact = new Map<string, string>();
  const patterns: Compiled[] = [];
  for (const d of domains) {
    for (const [zh, en] of d.exact ?? []) if (!exact.has(zh)) exact.set(zh, en);
    for (const t of d.templates ?? []) patterns.push(compileTemplate(t));
    for (const c of d.custom ?? []) patterns.push(compileCustom(c));
  }
  const translate = (message: string): string => {
    const known = exact.get(message);
    if (known !== undefined) return known;
    for (const p of patterns) {
      if (!message.startsWith(p.head)) continue;
      const m = p.re.exec(message);
      if (m) return p.en(...p.groups.map((g) => translate(g ? (m[g] ?? '') : '')));
    }
    return message;
  };
  return translate;
}
