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
 * handler in one step (server/src/plugins/app/validation.ts). Rules that need another field or the
 * database stay in the server's domain code, called with these typed values. The front end
 * imports these types only; `Static<>` of an input is the shape it sends.
 */
import {
  Type,
  type TCodec,
  type TNumber,
  type TProperties,
  type TSchema,
  type TString,
  type TUnion,
  type StaticDecode,
} from 'typebox';
import { MESSAGE_KEY } from './schemas.ts';

/** The reading of a field (see above). */
export const READ_KEY = 'x-read';
/** A rule's place in the documented order when it is not the written order. */
export const STEP_KEY = 'x-step';
/** Marks an input the server decides with (read, check, hand over typed). */
export const DECODE_KEY = 'x-decode';

export type Reading =
  /**
   * Trimmed, control characters (C0, DEL, C1) and bidirectional marks, overrides and isolates
   * dropped (`stripUnsafeText`), cut to `max` characters; a finite number as its digits;
   * `collapse`: every run of white space one space (names); `multiline`: line breaks kept (as \n).
   */
  | { kind: 'text'; max: number; collapse?: true; multiline?: true }
  /** Kept exactly as sent (passwords: spaces count); a finite number as its digits. */
  | { kind: 'exact' }
  /** A positive integer up to `max` (a number or its digits), anything else the fallback. */
  | { kind: 'int'; fallback: number; max: number }
  /**
   * A list of objects, each read field by field (`fields`); a field of the wrong kind reads as a
   * missing one, anything but a list as []. Never refused here: the call's own rules check the
   * items where its documented order puts them (lotteryOrder: after the room and the round).
   */
  | { kind: 'list'; fields: Record<string, Reading> };

/**
 * What no typed text needs and what lets stored text forge what an operator reads (a `\r` that
 * returns to the start of a console line, an ANSI escape, a right-to-left override that reorders
 * digits): C0 controls U+0000–U+001F, DEL and C1 U+007F–U+009F, the bidirectional marks U+200E,
 * U+200F, U+061C, embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const UNSAFE_MULTILINE_TEXT = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Free text as a player input keeps it: every unsafe character above dropped; `multiline` keeps
 * line breaks (\r\n and a lone \r read as \n) and nothing else of them.
 */
export function stripUnsafeText(text: string, multiline = false): string {
  return multiline ? text.replace(/\r\n?/g, '\n').replace(UNSAFE_MULTILINE_TEXT, '') : text.replace(UNSAFE_TEXT, '');
}

/** One rule of a field: JSON Schema keywords and the message that refuses a value failing them. */
export type Rule = Record<string, unknown>;

export function rule(keywords: Record<string, unknown>, message: string, step?: number): Rule {
  return { ...keywords, [MESSAGE_KEY]: message, ...(step === undefined ? {} : { [STEP_KEY]: step }) };
}

/** A value that must be present: at least one character once read. */
export function required(message: string, step?: number): Rule {
  return rule({ minLength: 1 }, message, step);
}

/**
 * A field whose wire value (`Static`: what a client may send) is not what the handler gets
 * (`StaticDecode`): the read stage is its decoding, so it carries no codec of its own.
 */
type Read<Wire extends TSchema, Decoded> = TCodec<Wire, Decoded>;

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

/**
 * Text, trimmed (names, numbers, codes; a number is read as its digits): '' when missing. One
 * line unless `multiline` (free text such as feedback: line breaks kept); see `stripUnsafeText`.
 */
export function TextField(o: FieldOptions & { max?: number; collapse?: true; multiline?: true } = {}) {
  const reading: Reading = {
    kind: 'text',
    max: o.max ?? 200,
    ...(o.collapse ? { collapse: true as const } : {}),
    ...(o.multiline ? { multiline: true as const } : {}),
  };
  return Type.String(field(reading, o));
}

/** Text kept exactly as typed (passwords): '' when missing. */
export function ExactField(o: FieldOptions = {}) {
  return Type.String(field({ kind: 'exact' }, o));
}

/** A positive integer (ids, types, pages), a number or its digits; `fallback` when missing or not one. */
export function IntField(o: FieldOptions & { fallback: number; max?: number }) {
  const schema = Type.Integer(field({ kind: 'int', fallback: o.fallback, max: o.max ?? 2_147_483_647 }, o));
  return schema as unknown as Read<TUnion<[TNumber, TString]>, number>;
}

/**
 * A read field whose client type is the strict `wire` shape (what the front end sends: a literal
 * union, say), while the handler gets what `field` reads. Only the types change.
 */
export function Sent<W extends TSchema, F extends TSchema>(wire: W, field: F): Read<W, StaticDecode<F>> {
  const description = (wire as { description?: string }).description;
  const own = (field as { description?: string }).description;
  return (own || !description ? field : { ...field, description }) as unknown as Read<W, StaticDecode<F>>;
}

/** A documented key the server ignores (`is_mobile_url`): any value, never refused. */
export function Ignored<W extends TSchema>(wire: W, description: string): Read<W, unknown> {
  return Type.Unknown({ description }) as unknown as Read<W, unknown>;
}

/**
 * A list of objects whose fields are read fields (`TextField`, `IntField`): see the `list` reading.
 * Every field is there once read; on the wire none is required (a missing one reads empty).
 */
export function ListField<P extends TProperties>(item: P, o: { description?: string } = {}) {
  const fields: Record<string, Reading> = {};
  for (const [key, schema] of Object.entries(item))
    fields[key] = (schema as Record<string, unknown>)[READ_KEY] as Reading;
  const object = Type.Object(item);
  delete (object as { required?: string[] }).required;
  return Type.Array(object, field({ kind: 'list', fields }, o));
}

/** Yuan with up to two decimals, as the ledger's parser reads them (13 integer digits at most). */
export const AMOUNT_PATTERN = '^\\d{1,13}(?:\\.\\d{1,2})?$';
/** Zero however written ("0", "0.00", "00", ".0"), a lone dot excepted (that is not a number). */
export const ZERO_AMOUNT_PATTERN = '^(?!\\.$)0*(?:\\.0*)?$';

/**
 * An amount of money typed by a player ("100", "100.5", 100): the handler gets the checked
 * decimal text. Refusals in this order: empty, zero (when the call refuses it), not an amount.
 */
export function AmountField(o: { description?: string; required: string; zero?: string; invalid: string }) {
  const rules = [
    required(o.required),
    ...(o.zero ? [rule({ not: { pattern: ZERO_AMOUNT_PATTERN } }, o.zero)] : []),
    rule({ pattern: AMOUNT_PATTERN }, o.invalid),
  ];
  const schema = TextField({
    max: 40,
    // A value of the wrong kind (an array, an object) answers as a missing one did.
    message: o.required,
    rules,
    ...(o.description ? { description: o.description } : {}),
  });
  return schema as unknown as Read<TUnion<[TString, TNumber]>, string>;
}

/**
 * The input of a player call: its fields, decided by the server (see above). Every field is
 * there once read; on the wire a field is required only when a rule refuses it empty.
 */
export function PlayerInput<P extends TProperties>(properties: P, description?: string) {
  const schema = Type.Object(properties, { [DECODE_KEY]: true, ...(description ? { description } : {}) });
  const refusesEmpty = (key: string) => Array.isArray((properties[key] as { allOf?: unknown }).allOf);
  const loose = schema as { required?: string[] };
  const wire = (loose.required ?? []).filter(refusesEmpty);
  if (wire.length) loose.required = wire;
  else delete loose.required;
  return schema;
}

/**
 * The paging keys of every list call (docs/API.md#paginator): `page` from 1 (1 when missing or
 * not a positive integer), the size as `pagesize` or `limit` (0: not given; optional for the
 * client's type, always there once read).
 */
export const PageFields = {
  page: IntField({ fallback: 1, description: 'Page number from 1.' }),
  pagesize: Type.Optional(IntField({ fallback: 0, description: 'Rows per page (10 by default, at most 100).' })),
  limit: Type.Optional(IntField({ fallback: 0, description: 'Rows per page (another spelling).' })),
};
