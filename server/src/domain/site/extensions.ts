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

/** Extensions whose calls this server does not have yet: delete a line when its call lands. */
const NOT_YET_OFFERED: ReadonlySet<Extension> = new Set<Extension>([
  EXTENSIONS.downlineTransfer, // POST /api/downlineTransfer and its records
]);

/** The announced list: the trial only while TRIAL_ENABLED is on (POST /api/trial answers 403 otherwise). */
export function offeredExtensions(options: { trialEnabled: boolean }): string {
  return formatExtensions(
    ALL_EXTENSIONS.filter(
      (extension) => !NOT_YET_OFFERED.has(extension) && (extension !== EXTENSIONS.trial || options.trialEnabled),
    ),
  );
}
