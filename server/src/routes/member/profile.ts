/**
 * The member's profile (docs/API.md#updateuserinfo) and avatar (docs/API.md#uploadimg). The
 * stored avatars themselves (GET /uploads/avatar/<name>): routes/public/avatars.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { EnvelopeOf, NoData } from '../../../../contract/common/schemas.ts';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, PROFILE_MESSAGES } from '../../../../contract/profile/rules.ts';
import { UpdateUserInfoBody, WireUploaded } from '../../../../contract/profile/schemas.ts';
import { reencode, saveAvatar, sniffImage } from '../../domain/profile/avatar.ts';
import { updateProfile } from '../../domain/profile/profile.ts';
import { BizError, refuse } from '../../lib/errors.ts';
import { requestOrigin, uploadUrl } from '../../lib/urls.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, typed } from '../../http/schema.ts';

/** Legacy code of an upload refusal. */
const CODE_UPLOAD_REFUSED = 201;

export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  typed(app).post(
    '/api/updateuserinfo',
    {
      schema: playerCall({
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
        schema: {
          tags: ['member'],
          summary: '上传头像',
          description:
            `multipart/form-data with one \`file\` (png, jpg or gif by its bytes, at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB). ` +
            `Refusals: 201 ${AVATAR_MESSAGES.failed} (not such an image), 201 ${AVATAR_MESSAGES.tooLarge}. ` +
            'The picture is re-encoded (≤256×256, no metadata) under a random name; the previous one is removed.',
          consumes: ['multipart/form-data'],
          response: { 200: EnvelopeOf(WireUploaded) },
        },
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
}
