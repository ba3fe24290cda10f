/**
 * The stored avatars (GET /uploads/avatar/<name>): images anyone may fetch by their random name.
 * Uploading one: routes/member/profile.ts.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AVATAR_NAME_RE, avatarDir } from '../../domain/profile/avatar.ts';

export default async function avatarRoutes(app: FastifyInstance): Promise<void> {
  // Random names never change content, so they are cached for a year; nosniff and a sandboxing
  // CSP keep the browser from ever treating one as anything but an image.
  app.get(
    '/uploads/avatar/:name',
    {
      schema: {
        tags: ['member'],
        summary: '头像图片',
        params: Type.Object({ name: Type.String() }),
      },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const file = AVATAR_NAME_RE.test(name) ? join(avatarDir(app.config.dataDir), name) : null;
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) return reply.code(404).type('text/plain').send('Not Found');
      return reply
        .header('Content-Type', name.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('Content-Length', info.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file));
    },
  );
}
