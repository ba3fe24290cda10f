/**
 * Guards of the chat socket besides its token: the page's origin and a heartbeat deadline (socket
 * caps: caps.ts). (Frame size is bounded by the socket's maxPayload; frames per socket and
 * messages per member are limited in chat.ts.)
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { requestOrigin } from '../../lib/urls.ts';

/** The server pings every socket this often (browsers answer pings by themselves)… */
export const HEARTBEAT_MS = 15_000;
/** …and drops one that has sent nothing, not even a pong, for this long. */
export const HEARTBEAT_DEADLINE_MS = 45_000;

/**
 * Browsers always send Origin on a socket upgrade: only the site's own origin (PUBLIC_URL, else
 * the request's) and ALLOWED_ORIGINS may open one (a front end served from another origin is
 * listed there). No Origin means no browser page, so nothing a cross-site page could abuse.
 */
export function originAllowed(request: FastifyRequest, publicUrl: string | null, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const own = requestOrigin(request, publicUrl);
  return origin === own || allowed.includes(origin);
}

export function refuseOrigin(reply: FastifyReply) {
  return reply.status(403).type('text/plain; charset=utf-8').send('origin not allowed');
}

/**
 * Pings every socket each `intervalMs`; a socket silent (no frame, no pong) for `deadlineMs`
 * is terminated, so dead connections (a phone gone out of coverage) do not hold a seat.
 */
export class Heartbeat {
  private readonly lastSeen = new Map<WebSocket, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly deadlineMs = HEARTBEAT_DEADLINE_MS,
    intervalMs = HEARTBEAT_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => this.sweep(), intervalMs);
    this.timer.unref();
  }

  watch(socket: WebSocket): void {
    this.lastSeen.set(socket, this.now());
    const seen = () => this.lastSeen.set(socket, this.now());
    socket.on('message', seen);
    socket.on('pong', seen);
    socket.on('close', () => this.lastSeen.delete(socket));
  }

  sweep(): void {
    const limit = this.now() - this.deadlineMs;
    for (const [socket, at] of this.lastSeen) {
      if (at < limit) {
        this.lastSeen.delete(socket);
        socket.terminate();
      } else if (socket.readyState === socket.OPEN) {
        socket.ping();
      }
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
