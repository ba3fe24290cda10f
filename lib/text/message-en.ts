/**
 * The English build's message sink (see ./message.ts, which next.config.mjs replaces with this
 * file): a contract message (a local check, or a server answer from a back end that answered in
 * Chinese) becomes its English text; a message with no translation is shown as it came.
 */
import { toEnglish } from '@/contract/i18n/en';

export function shownMessage(message: string): string {
  return toEnglish(message);
}
