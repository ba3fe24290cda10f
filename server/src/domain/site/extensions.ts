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
import type { ProtectionSwitches } from '../protection/switches.ts';

/** Extensions a switch of the configuration turns off, each with its switch. */
const SWITCHED: Partial<Record<Extension, (options: ExtensionSwitches) => boolean>> = {
  // POST /api/trial answers 403 while TRIAL_ENABLED is off.
  [EXTENSIONS.trial]: (o) => o.trialEnabled,
  // PROTECTION_LIMITS, PROTECTION_EXCLUSION and PROTECTION_REALITY_CHECK off register none of their calls.
  [EXTENSIONS.protectionLimits]: (o) => o.protection.limits,
  [EXTENSIONS.protectionExclusion]: (o) => o.protection.exclusion,
  [EXTENSIONS.realityCheck]: (o) => o.protection.realityCheck,
};

export interface ExtensionSwitches {
  trialEnabled: boolean;
  protection: ProtectionSwitches;
}

/** The announced list: every extension whose switch (if it has one) is on. */
export function offeredExtensions(options: ExtensionSwitches): string {
  return formatExtensions(ALL_EXTENSIONS.filter((extension) => SWITCHED[extension]?.(options) ?? true));
}
