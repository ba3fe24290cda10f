/**
 * The building blocks of the operator schemas: strict fields, each carrying its Chinese refusal
 * (`x-message`, read by the server's /admin validator). Unlike the player calls (legacy clients,
 * lenient reading), operator input is refused as soon as it is not exactly what the call takes.
 */
import { Type, type TProperties } from 'typebox';
import { said } from '../common/schemas.ts';
import { OPS_MESSAGES as M, OPS_PAGE, REVIEW_ACTIONS, REVIEW_STATES } from './rules.ts';

/**
 * Yuan as the contract's money strings ("100", "100.5", "100.50"): the digits the server parses
 * into integer cents (server/src/lib/money.ts), never a JSON number, so no float is involved.
 */
export const MONEY_PATTERN = '^\\d{1,13}(\\.\\d{1,2})?$';
/** The same, above zero. */
export const POSITIVE_MONEY_PATTERN = '^(?!0+(\\.0{1,2})?$)\\d{1,13}(\\.\\d{1,2})?$';

export const Money = (description: string) => Type.String({ pattern: MONEY_PATTERN, description, ...said(M.money) });
export const PositiveMoney = (description: string) =>
  Type.String({ pattern: POSITIVE_MONEY_PATTERN, description, ...said(M.positiveMoney) });

/** An id: a positive integer (digits in a path or query are read as one). */
export const Id = (description: string, message: string = M.id) =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, description, ...said(message) });

/** A whole number within bounds. */
export const Whole = (min: number, max: number, description: string, message: string = M.count) =>
  Type.Integer({ minimum: min, maximum: max, description, ...said(message) });

/** Text of bounded length. */
export const Text = (min: number, max: number, description: string, message: string = M.text) =>
  Type.String({ minLength: min, maxLength: max, description, ...said(message) });

/** One of a few words (typed as their union). */
export function OneOf<const T extends readonly string[]>(values: T, description: string, message: string) {
  return Type.Unsafe<T[number]>(
    Type.Union(
      values.map((v) => Type.Literal(v)),
      { description, ...said(message) },
    ),
  );
}

export const ReviewActionField = OneOf(REVIEW_ACTIONS, 'approve or reject.', M.action);
export const ReviewStateField = OneOf(REVIEW_STATES, 'pending (default), approved, rejected or all.', M.reviewState);
export const Page = Whole(1, 1_000_000, 'Page from 1.', M.page);
export const Limit = Whole(1, OPS_PAGE.max, `Rows per page (at most ${OPS_PAGE.max}).`, M.limit);

/** An object that refuses keys it does not name (a misspelt option is an error, not ignored). */
export function Strict<T extends TProperties>(properties: T, description?: string) {
  return Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });
}

/** Strict, and every field may be left out: a change of some settings, or a query's options. */
export function StrictChanges<T extends TProperties>(properties: T, description?: string) {
  return Type.Partial(Type.Object(properties), {
    additionalProperties: false,
    ...(description ? { description } : {}),
  });
}
