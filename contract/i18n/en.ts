/**
 * English for the messages both programs say (contract/<domain>/*.ts: validation, refusals, money
 * errors). The reference server answers in English when the request's Accept-Language prefers it;
 * the PWA's English build shows its own client-side checks through the same table. A message with
 * no translation stays as it is (Chinese), never blank.
 */
export function toEnglish(message: string): string {
  return message;
}
