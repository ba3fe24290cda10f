/**
 * The two catalogues (docs/I18N.md): lib/text/zh-CN.ts and lib/text/en-US.ts have the same domains
 * and, deep down, the same keys; every text is a non-empty string and every text function takes
 * the same number of arguments and answers a non-empty string; no English text holds a Han
 * character (a forgotten Chinese text would show in the English build), except a contract message
 * the catalogue imports, which the message sink (lib/text/message-en.ts) shows in English.
 */
import { toEnglish } from '@/contract/i18n/en';
import * as en from '@/lib/text/en-US';
import * as zh from '@/lib/text/zh-CN';

const HAN = /\p{Script=Han}/u;
type Node = unknown;

/** A text function called with sample arguments: numbers first (counts, levels), else strings. */
function sampleText(fn: (...args: unknown[]) => unknown): unknown {
  try {
    return fn(...Array.from({ length: fn.length }, (_, i) => i + 2));
  } catch {
    return fn(...Array.from({ length: fn.length }, (_, i) => `sample${i}`));
  }
}

/** Every leaf under `node` as [path, value], functions already called. */
function leaves(node: Node, path: string): [string, unknown][] {
  if (typeof node === 'function') return [[`${path}()`, sampleText(node as (...args: unknown[]) => unknown)]];
  if (node !== null && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => leaves(value, `${path}.${key}`));
  return [[path, node]];
}

/** Each key path where one side has what the other lacks, or a different kind of value. */
function mismatches(a: Node, b: Node, path: string): string[] {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b)) return [`${path}: ${typeof a} vs ${typeof b}`];
  if (typeof a === 'function') {
    const [fa, fb] = [a as (...x: unknown[]) => unknown, b as (...x: unknown[]) => unknown];
    return fa.length === fb.length ? [] : [`${path}: takes ${fa.length} vs ${fb.length} arguments`];
  }
  if (a === null || typeof a !== 'object') return [];
  const ra = a as Record<string, Node>;
  const rb = b as Record<string, Node>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  return [...keys].flatMap((key) => {
    if (!(key in ra)) return [`${path}.${key}: only in English`];
    if (!(key in rb)) return [`${path}.${key}: missing in English`];
    return mismatches(ra[key], rb[key], `${path}.${key}`);
  });
}

const zhDomains = Object.keys(zh).sort();
const enDomains = Object.keys(en).sort();

describe('the English catalogue', () => {
  it('has every domain of the Chinese one, and no other', () => {
    expect(enDomains).toEqual(zhDomains);
  });

  describe.each(zhDomains)('domain %s', (domain) => {
    const zhNode = (zh as Record<string, Node>)[domain];
    const enNode = (en as Record<string, Node>)[domain];
    it('has the same keys and function arities, deep', () => {
      expect(mismatches(zhNode, enNode, domain)).toEqual([]);
    });
    it('has a non-empty string for every text (functions called with sample arguments)', () => {
      const bad = [...leaves(zhNode, `zh:${domain}`), ...leaves(enNode, `en:${domain}`)].filter(
        ([, value]) => typeof value === 'string' && value.trim() === '',
      );
      expect(bad).toEqual([]);
      const notText = leaves(enNode, domain).filter(
        ([path, value]) => path.endsWith('()') && typeof value !== 'string',
      );
      expect(notText).toEqual([]);
    });
    it('has no Han character in any English text but contract messages the sink translates', () => {
      const chinese = leaves(enNode, domain).filter(
        ([, value]) => typeof value === 'string' && HAN.test(value) && HAN.test(toEnglish(value)),
      );
      expect(chinese).toEqual([]);
    });
  });
});

describe('the Chinese catalogue', () => {
  it.each(zhDomains)('domain %s has a non-empty string for every text', (domain) => {
    const bad = leaves((zh as Record<string, Node>)[domain], domain).filter(
      ([path, value]) => (path.endsWith('()') && typeof value !== 'string') || value === '',
    );
    expect(bad).toEqual([]);
  });
});
