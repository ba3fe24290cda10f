/**
 * Socket helpers shared by the chat tests: open, wait for a frame, wait for admission.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** Listens on a random loopback port and returns the socket URL base (`ws://…/wss`). */
export async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/wss`;
}

export function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

export function closedWith(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

export function nextFrame(ws: WebSocket, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no frame in time')), timeoutMs);
    ws.once('message', (data) => {
      clearTimeout(timer);
      resolve(data.toString());
    });
  });
}

/** A ping round trip: the socket has been admitted to its room once `pong` comes back. */
export async function admitted(ws: WebSocket): Promise<void> {
  const answer = nextFrame(ws);
  ws.send('ping');
  const text = await answer;
  if (text !== 'pong') throw new Error(`expected pong, got ${text}`);
}

/** Resolves with the first frame for which `match` is true (other frames are skipped). */
export function frameWhere(ws: WebSocket, match: (frame: any) => boolean, timeoutMs = 5000): Promise<any> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.off('message', onMessage);
      reject(new Error('no matching frame in time'));
    }, timeoutMs);
    const onMessage = (data: WebSocket.RawData) => {
      let frame: unknown;
      try {
        frame = JSON.parse(data.toString());
      } catch {
        return;
      }
      if (!match(frame)) return;
      clearTimeout(timer);
      ws.off('message', onMessage);
      resolve(frame);
    };
    ws.on('message', onMessage);
  });
}
