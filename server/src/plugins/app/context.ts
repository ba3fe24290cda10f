/**
 * What every route can reach: the database, the configuration, the chat hub, and (after the
 * auth pre-handler) the member behind the request. Decorated once on the root instance.
 * (Handlers read the member with `memberOf`/`memberIdOf`, http/auth.ts.)
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import type { ChatHub } from '../../domain/chat/hub.ts';
import type { UserRow } from '../../domain/accounts/users.ts';
import type { OperatorRole } from '../../../../contract/ops/roles.ts';

export interface Member {
  user: UserRow;
  /** The bearer token the request presented (echoed as `api_token` in /api/user). */
  token: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    chat: ChatHub;
    /** The root operator token guarding /admin ('' when the site has none: named operators only). */
    opsToken: string;
    /** Keys the server's HMACs (lib/server-secret.ts). */
    serverSecret: string;
  }
  interface FastifyRequest {
    member: Member | null;
    /** The member behind the request, set by `requireMemberId` (calls that need no more). */
    memberId: number | null;
    /** The operator behind an /admin request ("ops" for the root OPS_TOKEN). */
    operator: string | null;
    /** That operator's role (the root OPS_TOKEN is an admin). */
    operatorRole: OperatorRole | null;
  }
}

export interface Context {
  db: Db;
  config: Config;
  chat: ChatHub;
  opsToken: string;
  serverSecret: string;
}

export function decorateContext(app: FastifyInstance, context: Context): void {
  app.decorate('db', context.db);
  app.decorate('config', context.config);
  app.decorate('chat', context.chat);
  app.decorate('opsToken', context.opsToken);
  app.decorate('serverSecret', context.serverSecret);
  app.decorateRequest('member', null);
  app.decorateRequest('memberId', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('operatorRole', null);
}
