/**
 * Chooses how room frames reach sockets: on PostgreSQL through NOTIFY to every process
 * (pg-fanout.ts); on PGlite, which is one process by nature, straight to the local sockets.
 * Either way this process LISTENs for revoked tokens (announced by the database on commit) and
 * hands their hashes to `onRevoked`.
 */
import type { FastifyInstance } from 'fastify';
import type { PgliteDb } from '../../db/pglite.ts';
import { PostgresDb } from '../../db/postgres.ts';
import { decodeRevoked } from '../../domain/chat/notify-codec.ts';
import { chatChannel, PgFanout } from '../../domain/chat/pg-fanout.ts';

/** The LISTEN connection's application_name in pg_stat_activity: `tg-chat:<channel>`. */
export function listenerApplicationName(channel: string): string {
  return `tg-chat:${channel}`.slice(0, 63);
}

/** Besides room frames: every payload and the LISTEN connection's state (the member cache). */
export interface FanoutListeners {
  onRevoked: (hashes: string[]) => void;
  onPayload?: (payload: string) => void;
  onState?: (listening: boolean) => void;
}

export async function setupChatFanout(app: FastifyInstance, listeners: FanoutListeners): Promise<void> {
  const { onRevoked, onPayload, onState } = listeners;
  const db = app.db;
  // By kind, not instanceof: a process on PostgreSQL never loads PGlite (db/open.ts).
  if (db.kind === 'pglite') {
    const lite = db as PgliteDb;
    const unlisten = await lite.listen(await chatChannel(lite), (payload) => {
      onPayload?.(payload);
      const revoked = decodeRevoked(payload);
      if (revoked) onRevoked(revoked);
    });
    // One process: every notification is this process's own, and it always hears them.
    onState?.(true);
    app.addHook('onClose', async () => {
      onState?.(false);
      await unlisten();
    });
    return;
  }
  if (!(db instanceof PostgresDb)) return;
  const channel = await chatChannel(db);
  const fanout = await PgFanout.start({
    db,
    channel,
    connect: () => db.dedicatedClient(listenerApplicationName(channel)),
    hub: app.chat,
    log: app.log,
    serverSecret: app.serverSecret,
    onRevoked,
    onPayload,
    onState,
  });
  app.chat.attach(fanout);
  app.addHook('onClose', async () => app.chat.detach());
}
