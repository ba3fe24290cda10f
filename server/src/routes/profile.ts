/**
 * The member's profile (docs/API.md#updateuserinfo) and avatar (docs/API.md#uploadimg), and the
 * stored avatars themselves (GET /uploads/avatar/<name>).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { EnvelopeOf, NoData } from '../../../contract/common/schemas.ts';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, PROFILE_MESSAGES } from '../../../contract/profile/rules.ts';
import { UpdateUserInfoBody, WireUploaded } from '../../../contract/profile/schemas.ts';
import { AVATAR_NAME_RE, avatarDir, reencode, saveAvatar, sniffImage } from '../domain/profile/avatar.ts';
import { updateProfile } from '../domain/profile/profile.ts';
import { BizError, refuse } from '../lib/errors.ts';
import { requestOrigin, uploadUrl } from '../lib/urls.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import { memberCall, memberOnly, typed } from './schema.ts';

/** Legacy code of an upload refusal. */
const CODE_UPLOAD_REFUSED = 201;

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  typed(app).post(
    '/api/updateuserinfo',
    {
      schema: memberCall({
        tag: 'member',
        summary: '修改个人资料',
        description: `Success {200, "${PROFILE_MESSAGES.saved}", ""}; a bad field answers 1000 with its message.`,
        input: UpdateUserInfoBody,
        data: NoData,
      }),
    },
    async (request) => {
      await updateProfile(app.db, memberOf(request).user.id, request.body);
      return ok('', PROFILE_MESSAGES.saved);
    },
  );

  // Multipart is parsed for this one route only, with the size limit as the parser's own.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
    scope.post(
      '/api/uploadimg',
      {
        schema: memberOnly({
          tags: ['member'],
          summary: '上传头像',
          description:
            `multipart/form-data with one \`file\` (png, jpg or gif by its bytes, at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB). ` +
            `Refusals: 201 ${AVATAR_MESSAGES.failed} (not such an image), 201 ${AVATAR_MESSAGES.tooLarge}. ` +
            'The picture is re-encoded (≤256×256, no metadata) under a random name; the previous one is removed.',
          consumes: ['multipart/form-data'],
          response: { 200: EnvelopeOf(WireUploaded) },
        }),
      },
      async (request) => {
        if (!request.isMultipart()) throw refuse(CODE_UPLOAD_REFUSED, AVATAR_MESSAGES.failed);
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file) throw refuse(CODE_UPLOAD_REFUSED, AVATAR_MESSAGES.failed);
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof BizError) throw error;
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw refuse(CODE_UPLOAD_REFUSED, AVATAR_MESSAGES.tooLarge);
          }
          throw refuse(CODE_UPLOAD_REFUSED, AVATAR_MESSAGES.failed);
        }
        const kind = sniffImage(bytes);
        if (!kind) throw refuse(CODE_UPLOAD_REFUSED, AVATAR_MESSAGES.failed);
        let picture: Awaited<ReturnType<typeof reencode>>;
        try {
          picture = await reencode(bytes, kind);
        } catch {
          throw refuse(CODE_UPLOAD_REFUSED, AVATAR_MESSAGES.failed);
        }
        const userId = memberOf(request).user.id;
        const path = await app.db.tx((q) => saveAvatar(q, app.config.dataDir, userId, picture));
        return ok({ path: uploadUrl(requestOrigin(request, app.config.publicUrl), path) }, AVATAR_MESSAGES.uploaded);
      },
    );
  });

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
