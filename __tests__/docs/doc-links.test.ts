/**
 * Every `<file>.md#<anchor>` named in code, tests and docs leads somewhere: the file exists and
 * has that heading or `<a id>`. A comment that points a reader at a rule must not point at nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.startsWith('docs/openapi') && f !== 'package-lock.json' && existsSync(path.join(ROOT, f)));

/** GitHub's heading slug: lower case, punctuation dropped (CJK kept), spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = new Map<string, Set<string>>();
function anchors(doc: string): Set<string> {
  let found = anchorsOf.get(doc);
  if (!found) {
    const text = readFileSync(path.join(ROOT, doc), 'utf8');
    found = new Set([
      ...[...text.matchAll(/<a id="([^"]+)"/g)].map((m) => m[1]),
      ...[...text.matchAll(/^#+\s+(.*)$/gm)].map((m) => slug(m[1])),
    ]);
    anchorsOf.set(doc, found);
  }
  return found;
}

/** Where a link names `doc` from `file`: relative to the file, else from the root, else under docs/. */
function resolve(file: string, doc: string): string | undefined {
  const candidates = [path.join(path.dirname(file), doc), doc, path.join('docs', doc)].map(path.normalize);
  return candidates.find((c) => tracked.includes(c));
}

it('every .md#anchor named in the repository exists', () => {
  const broken: string[] = [];
  for (const file of tracked) {
    if (!/\.(ts|tsx|mjs|cjs|js|md|sql|sh|json|conf)$/.test(file)) continue;
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/((?:[\w.-]+\/)*[\w-]+\.md)#([\p{L}\p{N}_-]+)/gu)) {
      const doc = resolve(file, m[1]);
      if (!doc) broken.push(`${file}: ${m[0]} (no such file)`);
      else if (!anchors(doc).has(m[2])) broken.push(`${file}: ${m[0]}`);
    }
  }
  expect(broken).toEqual([]);
});
