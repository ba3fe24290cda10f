/**
 * The member cache (domain/cache/member-cache.ts) of this app: created with the app, told about
 * this process's own writes through the database handle (db/change-watch.ts) and about every
 * process's commits through the chat channel's notifications (routes/socket/chat.ts wires those).
 */
import type { FastifyInstance } from 'fastify';
import { observeChanges } from '../../db/change-watch.ts';
import { MemberCache } from '../../domain/cache/member-cache.ts';
import { decodeCacheNotice } from '../../domain/cache/notices.ts';
import type { FanoutListeners } from './chat-fanout.ts';

declare module 'fastify' {
  interface FastifyInstance {
    memberCache: MemberCache;
  }
}

export function setupMemberCache(app: FastifyInstance, now?: () => number): void {
  const cache = new MemberCache({ now });
  app.decorate('memberCache', cache);
  const stop = observeChanges(app.db, cache);
  app.addHook('onClose', async () => {
    stop();
    cache.setLive(false);
  });
}

/** What the chat fan-out passes on to the cache: notices and whether they can be heard. */
export function memberCacheListeners(cache: MemberCache): Omit<FanoutListeners, 'onRevoked'> {
  return {
    onPayload: (payload) => {
      const notice = decodeCacheNotice(payload);
      if (notice) cache.notice(notice);
    },
    onState: (listening) => cache.setLive(listening),
  };
}
