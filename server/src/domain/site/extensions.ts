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

interface Switches {
  trialEnabled: boolean;
  protection: { exclusion: boolean; realityCheck: boolean };
}

/** Extensions that a switch turns off (their calls are not registered or answer 403 then). */
const SWITCHED: Partial<Record<Extension, (s: Switches) => boolean>> = {
  [EXTENSIONS.trial]: (s) => s.trialEnabled,
  [EXTENSIONS.protectionExclusion]: (s) => s.protection.exclusion,
  [EXTENSIONS.realityCheck]: (s) => s.protection.realityCheck,
};

/**
 * The announced list: the trial only while TRIAL_ENABLED is on (POST /api/trial answers 403
 * otherwise), the protection tools only while PROTECTION_EXCLUSION / PROTECTION_REALITY_CHECK are.
 */
export function offeredExtensions(switches: Switches): string {
  return formatExtensions(ALL_EXTENSIONS.filter((extension) => SWITCHED[extension]?.(switches) ?? true));
}
