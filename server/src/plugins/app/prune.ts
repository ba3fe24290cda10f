/** Runs the pruning job (domain/ops/prune.ts) an hour after start and every hour after that. */
import type { FastifyInstance } from 'fastify';
import { prune } from '../../domain/ops/prune.ts';

export const PRUNE_EVERY_MS = 60 * 60 * 1000;

export function setupPruning(app: FastifyInstance): void {
  const timer = setInterval(() => {
    prune(app.db, app.config.sessions).then(
      (report) => app.log.info({ pruned: report }, 'pruned expired rows'),
      (error) => app.log.error({ err: error }, 'pruning failed'),
    );
  }, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
