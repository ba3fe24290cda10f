/**
 * The pages of a static export (its .html files), for the build steps that edit every page. Next's
 * asset folder holds none; `skip` leaves out a build nested in this one (the English one, out/en/).
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function exportedPages(dir, skip) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === '_next' || full === skip) return [];
    if (statSync(full).isDirectory()) return exportedPages(full, skip);
    return name.endsWith('.html') ? [full] : [];
  });
}
