/**
 * A chat socket lives only as long as its token: revocations announced on the chat channel close
 * that token's sockets at once (closeTokens), and a slow sweep closes those whose token expired
 * by age (or whose revocation was missed while a LISTEN connection was reconnecting).
 */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { liveTokenHashes } from '../../domain/accounts/sessions.ts';
import { USER_ACTIVE } from '../../domain/accounts/users.ts';
import { CLOSE_BAD_TOKEN } from '../../../../contract/chat/rules.ts';

/** How often open sockets' tokens are rechecked for expiry (revocations arrive at once, by NOTIFY). */
export const TOKEN_SWEEP_MS = 30_000;

/** This process's admitted sockets and the token hash each one was opened with. */
export type SocketTokens = Map<WebSocket, string>;

/** Closes the sockets (of these hashes only, when given) whose token the table no longer holds live. */
async function closeRevoked(app: FastifyInstance, sockets: SocketTokens, only?: ReadonlySet<string>): Promise<void> {
  if (sockets.size === 0) return;
  const hashes = [...new Set(sockets.values())].filter((hash) => !only || only.has(hash));
  if (hashes.length === 0) return;
  const live = await liveTokenHashes(app.db, hashes, USER_ACTIVE, app.config.sessions);
  for (const [socket, hash] of sockets) {
    if (live.has(hash) || (only && !only.has(hash))) continue;
    sockets.delete(socket);
    socket.close(CLOSE_BAD_TOKEN, 'session ended');
  }
}

/**
 * Closes this process's sockets opened with any of these token hashes, announced as revoked.
 * The announcement is only a hint (any database client could NOTIFY one): the table decides.
 */
export function closeTokens(app: FastifyInstance, sockets: SocketTokens, hashes: string[]): void {
  if (sockets.size === 0 || hashes.length === 0) return;
  closeRevoked(app, sockets, new Set(hashes)).catch((error) =>
    app.log.error({ err: error }, 'revoked token check failed'),
  );
}

export function startTokenSweep(app: FastifyInstance, sockets: SocketTokens): void {
  let running = false;
  const timer = setInterval(() => {
    if (running || sockets.size === 0) return;
    running = true;
    closeRevoked(app, sockets)
      .catch((error) => app.log.error({ err: error }, 'socket token sweep failed'))
      .finally(() => {
        running = false;
      });
  }, TOKEN_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
