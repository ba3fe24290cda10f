/**
 * The refusals operator handlers still make themselves, after the schema (contract/ops) has
 * checked the input's shape: what only the database knows (no such row, already reviewed) and a
 * domain rule. Real HTTP statuses in the house envelope, Chinese messages.
 */
export { conflict, notFound, refused } from '../lib/errors.ts';
