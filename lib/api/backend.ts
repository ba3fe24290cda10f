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

/**
 * The list an app-settings object carries. A device copy saved by a build before extensions
 * existed has no list at all: that says nothing (undefined), not "a legacy back end".
 */
const listOf = (info: AppInfo | null | undefined): readonly Extension[] | undefined =>
  Array.isArray(info?.extensions) ? info.extensions : undefined;

/**
 * Synchronous: what this page's /api/app answer (else the device's copy) said; `undefined` when
 * nothing is known yet (a first visit before the answer), which callers treat as the legacy way.
 */
export function hasExtension(name: Extension): boolean | undefined {
  if (forTests) return forTests.includes(name);
  return listOf(knownAppInfo())?.includes(name);
}

/**
 * For code outside React (a money call's headers, a login flow): the known answer at once, else
 * one shared /api/app read; a failed read means none this time (the legacy way).
 */
export async function backendHas(name: Extension): Promise<boolean> {
  const now = hasExtension(name);
  if (now !== undefined) return now;
  // A failed read is forgotten, so a later call may ask again (still one read at a time).
  firstRead ??= fetchAppInfo().catch(() => {
    firstRead = null;
    return null;
  });
  return listOf(await firstRead)?.includes(name) ?? false;
}

/**
 * Whether the back end offers `name`: `undefined` while /api/app has not answered and the device
 * has no copy (show a skeleton, or treat it as false); `false` also when that read failed.
 */
export function useExtension(name: Extension): boolean | undefined {
  const override = forTests;
  const { data, error } = useAppInfo(override === null);
  if (override) return override.includes(name);
  const list = listOf(data);
  if (list) return list.includes(name);
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
