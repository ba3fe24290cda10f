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

async function closeRevoked(app: FastifyInstance, sockets: SocketTokens): Promise<void> {
  if (sockets.size === 0) return;
  const hashes = [...new Set(sockets.values())];
  const live = await liveTokenHashes(app.db, hashes, USER_ACTIVE, app.config.sessions);
  for (const [socket, hash] of sockets) {
    if (live.has(hash)) continue;
    sockets.delete(socket);
    socket.close(CLOSE_BAD_TOKEN, 'session ended');
  }
}

/** Closes this process's sockets opened with any of these (revoked) token hashes. */
export function closeTokens(sockets: SocketTokens, hashes: string[]): void {
  if (sockets.size === 0 || hashes.length === 0) return;
  const revoked = new Set(hashes);
  for (const [socket, hash] of sockets) {
    if (!revoked.has(hash)) continue;
    sockets.delete(socket);
    socket.close(CLOSE_BAD_TOKEN, 'session ended');
  }
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
