/**
 * The English build's message sink (see ./message.ts, which next.config.mjs replaces with this
 * file): a contract message (a local check, or a server answer from a back end that answered in
 * Chinese) becomes its English text; a message with no translation is shown as it came.
 *
 * The table (contract/i18n/en.ts, ~11 KiB gzip) is not in the boot files: it is its own chunk,
 * fetched once the first screen is up, or earlier by the first message with a Han character (an
 * English answer needs no table). Until it is there a Han message is never shown in Chinese: a
 * toast or alert waits for it (`whenShown`), a component shows nothing and renders again when it
 * lands (`useShownMessage`). Only if the chunk cannot be fetched at all is the message shown as it
 * came, rather than not at all.
 */
import { onceFirstScreenUp } from '@/lib/ui/after-first-screen';
import { createStore, useStore } from '@/lib/ui/store';

type Translate = (message: string) => string;
type TableState = 'missing' | 'ready' | 'failed';

const HAN = /\p{Script=Han}/u;
const state = createStore<TableState>('missing');
let translate: Translate | null = null;
let loading: Promise<void> | null = null;

/** Fetches the table once; a failed fetch may be tried again by the next message. */
function loadTable(): Promise<void> {
  loading ??= import('@/contract/i18n/en').then(
    (m) => {
      translate = m.toEnglish;
      state.set('ready');
    },
    () => {
      loading = null;
      state.set('failed');
    },
  );
  return loading;
}

/** The message as shown now: English, as it came (no Han, or no table to be had), or '' while the table loads. */
export function shownMessage(message: string): string {
  if (!HAN.test(message)) return message;
  if (translate) return translate(message);
  void loadTable();
  return state.get() === 'failed' ? message : '';
}

/** Calls `show` with the message in English: at once when it can, else once the table is fetched. */
export function whenShown(message: string, show: (text: string) => void): void {
  if (!HAN.test(message) || translate) show(shownMessage(message));
  else void loadTable().then(() => show(translate ? translate(message) : message));
}

/** `shownMessage` for a component: it renders again when the table lands. */
export function useShownMessage(): (message: string) => string {
  useStore(state, 'missing');
  return shownMessage;
}

// Fetched ahead of need, so a refusal rarely waits; never before the first screen is up.
if (typeof window !== 'undefined') onceFirstScreenUp(() => void loadTable());
