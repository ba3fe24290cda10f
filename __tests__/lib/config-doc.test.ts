import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CONFIG } from '@/lib/config';

/** The keys of docs/OPERATIONS.md's config.json table (`a`, `a.b`; a row may name two). */
function documentedKeys(): string[] {
  const doc = readFileSync(path.join(__dirname, '..', '..', 'docs', 'OPERATIONS.md'), 'utf8');
  const section = doc.split('### `config.json`')[1].split('\n## ')[0].split('\n### ')[0];
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([\w.]+)`/g)].map((m) => m[1]));
}

/** The keys an operator may set: top-level ones, and trial's and responsible's own (read field by field). */
function configKeys(): string[] {
  const top = Object.keys(DEFAULT_CONFIG).filter((k) => k !== 'trial' && k !== 'responsible');
  return [...top, 'trial.enabled', 'trial.username', 'trial.password', 'responsible.helpLines'];
}

it('docs/OPERATIONS.md lists every config.json key the app reads, and no other', () => {
  expect(documentedKeys().sort()).toEqual(configKeys().sort());
});
