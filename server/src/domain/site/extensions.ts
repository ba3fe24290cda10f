/**
 * The extensions this server announces in /api/app (contract/common/extensions.ts,
 * docs/API.md#extensions): every one it offers, so the PWA uses them instead of the legacy fallbacks.
 */
import { ALL_EXTENSIONS, EXTENSIONS, formatExtensions } from '../../../../contract/common/extensions.ts';

/** The announced list: the trial only while TRIAL_ENABLED is on (POST /api/trial answers 403 otherwise). */
export function offeredExtensions(options: { trialEnabled: boolean }): string {
  return formatExtensions(ALL_EXTENSIONS.filter((extension) => extension !== EXTENSIONS.trial || options.trialEnabled));
}
