/**
 * What the operator calls answer (`data` of the envelope), as schemas: the routes
 * (server/src/routes/admin*.ts) declare them (docs/openapi.json, checked by the server tests) and
 * the ops CLI (server/src/ops) reads the answers through their types. Money is yuan as strings
 * ("100.50"), times Beijing 'YYYY-MM-DD HH:mm:ss'.
 */
export { AuditLogAnswer, ChainReport } from './audit-answers.ts';
export * from './operator-answers.ts';
export * from './member-answers.ts';
export * from './money-answers.ts';
export * from './lottery-answers.ts';
export * from './content-answers.ts';
export * from './programme-answers.ts';
export * from './promotion-answers.ts';
