/**
 * The front end takes only types from contract/*\/schemas (the schema library stays on the
 * server) and plain constants from contract/*\/rules.ts, which must not import the schema library.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const FRONT_END = ['app', 'components', 'lib'];

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(name) ? [path] : [];
  });
}

/** Every import/export-from statement of a file, with whether it is type-only. */
function moduleReferences(text: string): { spec: string; typeOnly: boolean; statement: string }[] {
  const found: { spec: string; typeOnly: boolean; statement: string }[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(statement)) {
    const clause = m[3] ?? '';
    // `import { type A, type B }` is type-only too when every name carries `type`.
    const names = clause
      .replace(/[{}]/g, '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const everyNameTyped = clause.includes('{') && names.length > 0 && names.every((n) => n.startsWith('type '));
    found.push({ spec: m[4]!, typeOnly: Boolean(m[2]) || everyNameTyped, statement: m[0] });
  }
  for (const m of text.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm)) {
    found.push({ spec: (m[1] ?? m[2])!, typeOnly: false, statement: m[0] });
  }
  return found;
}

const isSchemaModule = (spec: string) => /(^|\/)contract\/[a-z]+\/schemas(\.ts)?$/.test(spec);
const isSchemaLibrary = (spec: string) =>
  spec === 'typebox' || spec.startsWith('typebox/') || spec.startsWith('@sinclair/typebox');

describe('contract imports', () => {
  const files = FRONT_END.flatMap((dir) => sourceFiles(join(ROOT, dir)));

  it('finds the front-end sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('takes only types from contract schemas and nothing from the schema library', () => {
    const offenders: string[] = [];
    for (const file of files) {
      for (const ref of moduleReferences(readFileSync(file, 'utf8'))) {
        if (isSchemaLibrary(ref.spec) || (isSchemaModule(ref.spec) && !ref.typeOnly)) {
          offenders.push(`${relative(ROOT, file)}: ${ref.statement}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps contract rules free of the schema library and of schema modules', () => {
    const rules = sourceFiles(join(ROOT, 'contract')).filter((file) => file.endsWith('rules.ts'));
    expect(rules.length).toBeGreaterThanOrEqual(12);
    const offenders = rules.flatMap((file) =>
      moduleReferences(readFileSync(file, 'utf8'))
        .filter(
          (ref) => isSchemaLibrary(ref.spec) || (isSchemaModule(ref.spec) && !ref.typeOnly) || /schemas/.test(ref.spec),
        )
        .map((ref) => `${relative(ROOT, file)}: ${ref.statement}`),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises a value import as an offence', () => {
    const refs = moduleReferences(
      "import { LoginBody } from '@/contract/session/schemas';\nimport type { WireUser } from '@/contract/member/schemas';",
    );
    expect(refs.map((r) => [isSchemaModule(r.spec), r.typeOnly])).toEqual([
      [true, false],
      [true, true],
    ]);
  });
});
