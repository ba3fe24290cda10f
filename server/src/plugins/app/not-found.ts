/**
 * Unknown paths: API paths answer the JSON envelope with HTTP 404; everything else gets the
 * front end's 404.html (status 404) when the export has one. No route matched, so the format is
 * decided on the decoded, normalised path: `/%61pi/x` and `//api/x` are unknown API paths too.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isApiPath, normalisedPath } from '../../lib/route-path.ts';
import { staticDirUsable } from '../external/static.ts';
import { HTTP_MESSAGES } from '../../../../contract/common/rules.ts';

export function setupNotFound(app: FastifyInstance): void {
  // The static files' catch-all (`/*`) matches `//api/x` too and would answer it as a file (a 403);
  // no API route matched it, so it is the API's 404 like any other. (Last onRequest hook: the
  // maintenance answer and the legacy gate come first.)
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url?.endsWith('*') && isApiPath(normalisedPath(request.url))) return reply.callNotFound();
    done();
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(normalisedPath(request.url))) {
      return reply.status(404).send({ code: 404, message: HTTP_MESSAGES[404] });
    }
    const root = app.config.staticDir;
    if (staticDirUsable(root)) {
      // Read per request: the export may be rebuilt while the server runs.
      const page = await readFile(join(root, '404.html'), 'utf8').catch(() => null);
      if (page !== null) {
        return reply.status(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
      }
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('404 Not Found');
  });
}
