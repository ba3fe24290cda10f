/** Reads the asset URLs a built page references, so specs need no hard-coded hashes. */
import { expect, type APIRequestContext } from '@playwright/test';

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

export function parseAssets(html: string): PageAssets {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link\b[^>]*\bhref="(\/_next\/static\/[^"]+\.css)"/g)].map((m) => m[1]);
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

export async function homeAssets(request: APIRequestContext): Promise<PageAssets> {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const assets = parseAssets(await res.text());
  expect(assets.scripts.length, 'index.html references /_next/static scripts').toBeGreaterThan(0);
  return assets;
}
