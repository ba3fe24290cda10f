/**
 * Everything the operator CLI prints passes here: a player's text (a depositor's name, feedback,
 * an agent application) must not be able to forge what the operator reads. A carriage return
 * that goes back to the start of the line, an ANSI escape that clears or recolours it, a
 * right-to-left override that reorders digits: each is shown as its `\uXXXX` escape instead.
 * Player input is cleaned when it is read (contract/common/input.ts), but rows stored before that,
 * or written by any other way, are printed through this too.
 */

// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// The same but the line breaks and tabs the CLI's own layout is made of.
const UNPRINTABLE_IN_LAYOUT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One value's text as printed: every unprintable character escaped, line breaks and tabs too. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, escape);
}

/** An answer with every string in it made printable (keys included), before it is laid out. */
export function printableData(value: unknown): unknown {
  if (typeof value === 'string') return printable(value);
  if (Array.isArray(value)) return value.map(printableData);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [printable(k), printableData(v)]));
  return value;
}

/** A laid-out text as printed: its own lines and columns kept, anything else unprintable escaped. */
export function printableLayout(text: string): string {
  return text.replace(UNPRINTABLE_IN_LAYOUT, escape);
}
