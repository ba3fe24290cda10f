/**
 * Writes docs/openapi.json from the routes' schemas: builds the app on an in-memory database
 * without listening. `--check` regenerates into a temporary file and fails when docs/openapi.json differs.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDocument } from '../src/api-document.ts';

const target = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
const text = await apiDocument();

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing: reported below
  }
  if (current !== text) {
    const fresh = join(mkdtempSync(join(tmpdir(), 'tg-api-doc-')), 'openapi.json');
    writeFileSync(fresh, text);
    console.error(
      `docs/openapi.json is out of date with the route schemas (regenerated: ${fresh}; compare with diff).`,
    );
    console.error('Run `npm run api-doc` and commit docs/openapi.json.');
    process.exit(1);
  }
  console.log('docs/openapi.json is current.');
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
