/**
 * The QR images of deposits (/qr/deposit/<deposit_no>.svg?s=<owner's tag>): the USDT address on
 * every site, the sandbox page's link on the demo site. The tag comes from the owner's payinfo
 * answer; without it the image is "not found".
 */
import type { FastifyInstance } from 'fastify';
import { QrFileParams, QrFileQuery } from '../../../../contract/sandbox/schemas.ts';
import { depositQrText } from '../../domain/deposits/payinfo.ts';
import { qrSvg } from '../../lib/qr.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { sandboxPage, typed } from '../../http/schema.ts';

export default async function depositQrRoutes(app: FastifyInstance): Promise<void> {
  typed(app).get(
    '/qr/deposit/:file',
    { schema: sandboxPage('充值二维码图片', { params: QrFileParams, querystring: QrFileQuery }) },
    async (request, reply) => {
      const match = /^(\d{1,40})\.svg$/.exec(request.params.file);
      const text = match
        ? await depositQrText(app.db, match[1]!, request.query.s, {
            origin: requestOrigin(request, app.config.publicUrl),
            sandbox: app.config.sandboxPayments,
            secret: app.serverSecret,
          })
        : null;
      if (!text) return reply.status(404).type('text/plain; charset=utf-8').send('404 Not Found');
      return reply
        .header('Cache-Control', 'private, max-age=300')
        .type('image/svg+xml')
        .send(await qrSvg(text));
    },
  );
}
