/**
 * The extensions this server announces in /api/app (contract/common/extensions.ts,
 * docs/API.md#extensions): every one it offers, so the PWA uses them instead of the legacy fallbacks.
 */
import {
  ALL_EXTENSIONS,
  EXTENSIONS,
  formatExtensions,
  type Extension,
} from '../../../../contract/common/extensions.ts';

/**
 * Extensions whose calls this server does not have yet. When POST /api/downlineTransfer lands,
 * delete its line here: from then on it is announced.
 */
const NOT_YET_OFFERED: ReadonlySet<Extension> = new Set([EXTENSIONS.downlineTransfer]);

/** The announced list: the trial only while TRIAL_ENABLED is on (POST /api/trial answers 403 otherwise). */
export function offeredExtensions(options: { trialEnabled: boolean }): string {
  return formatExtensions(
    ALL_EXTENSIONS.filter(
      (extension) => !NOT_YET_OFFERED.has(extension) && (extension !== EXTENSIONS.trial || options.trialEnabled),
    ),
  );
}
