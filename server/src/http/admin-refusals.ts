/**
 * The refusals operator handlers still make themselves, after the schema (contract/ops) has
 * checked the input's shape: what only the database knows (no such row, already reviewed) and a
 * domain rule. Real HTTP statuses in the house envelope, Chinese messages.
 */
import { BizError } from '../lib/errors.ts';

export const refused = (message: string) => new BizError(400, message, { status: 400 });
export const notFound = (message: string) => new BizError(404, message, { status: 404 });
export const conflict = (message: string) => new BizError(409, message, { status: 409 });
