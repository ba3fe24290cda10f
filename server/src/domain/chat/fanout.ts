/**
 * Chooses how room frames reach sockets: on PostgreSQL through NOTIFY to every process
 * (pg-fanout.ts); on PGlite, which is one process by nature, straight to the local sockets.
 */
import type { FastifyInstance } from 'fastify';
import { PostgresDb } from '../../db/postgres.ts';
import { chatChannel, PgFanout } from './pg-fanout.ts';

/** The LISTEN connection's application_name in pg_stat_activity: `tg-chat:<channel>`. */
export function listenerApplicationName(channel: string): string {
  return `tg-chat:${channel}`.slice(0, 63);
}

export async function setupChatFanout(app: FastifyInstance): Promise<void> {
  const db = app.db;
  if (!(db instanceof PostgresDb)) return;
  const channel = await chatChannel(db);
  const fanout = await PgFanout.start({
    db,
    channel,
    connect: () => db.dedicatedClient(listenerApplicationName(channel)),
    hub: app.chat,
    log: app.log,
  });
  app.chat.attach(fanout);
  app.addHook('onClose', async () => app.chat.detach());
}
