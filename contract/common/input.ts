/**
 * What a player call accepts, field by field, as one schema the reference server decides with:
 *
 * - `x-read` says how a legacy value is read before any rule (clients send numbers as strings,
 *   form posts and queries carry only strings, keys go missing): trimmed text, text kept exactly,
 *   a positive integer or a fallback. A missing key reads as '' (text) or the fallback (integer),
 *   never a crash. An object, array or boolean is left as sent, so the field's type refuses it.
 * - Each rule is a JSON Schema keyword set with its own Chinese message (`x-message`), checked in
 *   the order written: fields in property order, a field's rules in `allOf` order. Where the
 *   documented order interleaves fields, `x-step` orders the rules across them.
 *
 * The server reads, checks and hands the typed values (`StaticDecode` of the schema) to the
 * handler in one step (server/src/plugins/validation.ts). Rules that need another field or the
 * database stay in the server's domain code, called with these typed values. The front end
 * imports these types only; `Static<>` of an input is the shape it sends.
 */
import { Type, type TProperties, type TSchema, type Static } from 'typebox';
import { MESSAGE_KEY } from './schemas.ts';

/** The reading of a field (see above). */
export const READ_KEY = 'x-read';
/** A rule's place in the documented order when it is not the written order. */
export const STEP_KEY = 'x-step';
/** Marks an input the server decides with (read, check, hand over typed). */
export const DECODE_KEY = 'x-decode';

export type Reading =
  /**
   * Trimmed, NUL characters dropped, cut to `max` characters; a finite number as its digits;
   * `collapse`: every run of white space one space (names).
   */
  | { kind: 'text'; max: number; collapse?: true }
  /** Kept exactly as sent (passwords: spaces count); a finite number as its digits. */
  | { kind: 'exact' }
  /** A positive integer up to `max` (a number or its digits), anything else the fallback. */
  | { kind: 'int'; fallback: number; max: number };

/** One rule of a field: JSON Schema keywords and the message that refuses a value failing them. */
export type Rule = Record<string, unknown>;

export function rule(keywords: Record<string, unknown>, message: string, step?: number): Rule {
  return { ...keywords, [MESSAGE_KEY]: message, ...(step === undefined ? {} : { [STEP_KEY]: step }) };
}

/** A value that must be present: at least one character once read. */
export function required(message: string, step?: number): Rule {
  return rule({ minLength: 1 }, message, step);
}

interface FieldOptions {
  description?: string;
  /** What a value of the wrong kind (an object, an array, a boolean) answers. */
  message?: string;
  rules?: Rule[];
}

function field(reading: Reading, o: FieldOptions): Record<string, unknown> {
  return {
    [READ_KEY]: reading,
    ...(o.message ? { [MESSAGE_KEY]: o.message } : {}),
    ...(o.description ? { description: o.description } : {}),
    ...(o.rules?.length ? { allOf: o.rules } : {}),
  };
}

/** Text, trimmed (names, numbers, codes, amounts): '' when missing. */
export function TextField(o: FieldOptions & { max?: number; collapse?: true } = {}) {
  const reading: Reading = { kind: 'text', max: o.max ?? 200, ...(o.collapse ? { collapse: true as const } : {}) };
  return Type.String(field(reading, o));
}

/** Text kept exactly as typed (passwords): '' when missing. */
export function ExactField(o: FieldOptions = {}) {
  return Type.String(field({ kind: 'exact' }, o));
}

/** A positive integer (ids, types, pages); `fallback` when missing or not one. */
export function IntField(o: FieldOptions & { fallback: number; max?: number }) {
  return Type.Integer(field({ kind: 'int', fallback: o.fallback, max: o.max ?? 2_147_483_647 }, o));
}

/** The input of a player call: its fields, decided by the server (see above). */
export function PlayerInput<P extends TProperties>(properties: P, description?: string) {
  return Type.Object(properties, { [DECODE_KEY]: true, ...(description ? { description } : {}) });
}

/** What the handler of an input receives. */
export type Decoded<T extends TSchema> = Static<T>;
