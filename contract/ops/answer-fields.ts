/** The fields several operator answers share (./answers.ts and its parts). */
import { Type, type TArray, type TSchema } from 'typebox';

export const Yuan = Type.String({ description: 'Yuan as a string with two decimals ("100.50").' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Reviewed = Type.Union([Type.Literal('approved'), Type.Literal('rejected')]);
export const ReviewStateName = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

/**
 * A page of an operator list: the filter's total, the page asked and its size, and the page's rows
 * under `key` (each list names its rows: `users`, `deposits` …, as the ops CLI reads them).
 */
export const pagedAnswer = <K extends string, T extends TSchema>(key: K, item: T) =>
  Type.Object({
    total: Type.Number(),
    page: Type.Number(),
    limit: Type.Number(),
    ...({ [key]: Type.Array(item) } as { [P in K]: TArray<T> }),
  });
