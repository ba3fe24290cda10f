/**
 * The one sink of every message the app shows that it did not write itself for one language: toasts
 * (lib/ui/toast.ts: field errors, server answers, refusals) and alerts (lib/ui/alert.ts). The
 * Chinese build shows them as they are; the English build resolves this module to ./message-en.ts
 * (next.config.mjs), which translates the contract's messages (contract/i18n/en.ts). An alias
 * rather than a branch, so the Chinese bundle never carries the English table.
 */
export function shownMessage(message: string): string {
  return message;
}
