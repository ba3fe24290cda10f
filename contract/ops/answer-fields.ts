/** The fields several operator answers share (./answers.ts and its parts). */
import { Type, type TSchema } from 'typebox';

export const Yuan = Type.String({ description: 'Yuan as a string with two decimals ("100.50").' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Reviewed = Type.Union([Type.Literal('approved'), Type.Literal('rejected')]);
export const ReviewStateName = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);
