/**
 * The one sink of every message the app shows that it did not write itself for one language: toasts
 * (lib/ui/toast.ts: field errors, server answers, refusals), alerts (lib/ui/alert.ts) and the few
 * screens that render a contract word or a server's refusal. The Chinese build shows them as they
 * are; the English build resolves this module to ./message-en.ts (next.config.mjs), which
 * translates the contract's messages (contract/i18n/en.ts) with a table it loads on demand. An
 * alias rather than a branch, so the Chinese bundle never carries the English table.
 *
 * The three forms the English sink needs, here with nothing to wait for:
 * - `shownMessage`: the message as shown now;
 * - `whenShown`: calls `show` with the message as shown, once it can be (toasts, alerts);
 * - `useShownMessage`: `shownMessage` for a component, which renders again when the table lands.
 */
export function shownMessage(message: string): string {
  return message;
}

export function whenShown(message: string, show: (text: string) => void): void {
  show(message);
}

export function useShownMessage(): (message: string) => string {
  return shownMessage;
}
