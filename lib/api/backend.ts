/**
 * The one place that knows what the back end offers (contract/common/extensions.ts).
 *
 * The reference server announces its extensions once, in `/api/app`'s `extensions` field; a legacy
 * back end sends none. That read is the one the app already makes (lib/api/app.ts) and keeps on the
 * device, so nothing here ever probes a call to see whether it exists. Until the first answer (a
 * first visit with no device cache) a screen either waits (`useExtension` is `undefined`: show a
 * skeleton) or decides conservatively: the legacy way, which works on every back end.
 */
import { EXTENSIONS, type Extension } from '@/contract/common/extensions';
import { fetchAppInfo, knownAppInfo, useAppInfo } from './app';
import type { AppInfo } from './types';

export { EXTENSIONS };

let forTests: readonly Extension[] | null = null;
let firstRead: Promise<AppInfo | null> | null = null;

const extensionsOf = (info: AppInfo | null | undefined): readonly Extension[] => info?.extensions ?? [];

/**
 * Synchronous: what this page's /api/app answer (else the device's copy) said; `undefined` when
 * nothing is known yet (a first visit before the answer), which callers treat as the legacy way.
 */
export function hasExtension(name: Extension): boolean | undefined {
  if (forTests) return forTests.includes(name);
  const known = knownAppInfo();
  return known ? extensionsOf(known).includes(name) : undefined;
}

/**
 * For code outside React (a money call's headers, a login flow): the known answer at once, else
 * one shared /api/app read; a failed read means none (the legacy way).
 */
export async function backendHas(name: Extension): Promise<boolean> {
  const now = hasExtension(name);
  if (now !== undefined) return now;
  firstRead ??= fetchAppInfo().catch(() => null);
  return extensionsOf(await firstRead).includes(name);
}

/**
 * Whether the back end offers `name`: `undefined` while /api/app has not answered and the device
 * has no copy (show a skeleton, or treat it as false); `false` also when that read failed.
 */
export function useExtension(name: Extension): boolean | undefined {
  const override = forTests;
  const { data, error } = useAppInfo(override === null);
  if (override) return override.includes(name);
  if (data) return extensionsOf(data).includes(name);
  return error ? false : undefined;
}

/**
 * Test hook: pretend the back end announced `list` (null: read /api/app for real). Tests start
 * with every extension, as the reference server announces them.
 */
export function setExtensionsForTests(list: readonly Extension[] | null): void {
  forTests = list;
  firstRead = null;
}
