/** The player-protection tools, each switched on or off per site (docs/OPERATIONS.md#protection). */
export interface ProtectionSwitches {
  /** PROTECTION_LIMITS: deposit, net-loss and stake limits. */
  limits: boolean;
  /** PROTECTION_EXCLUSION: time-outs and self-exclusions. */
  exclusion: boolean;
  /** PROTECTION_REALITY_CHECK: the session summary. */
  realityCheck: boolean;
}
