import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root and the static build folder the benches measure. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const OUT_DIR = path.join(ROOT, 'out');
