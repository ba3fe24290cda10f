/**
 * Demo mode: the sandbox payment page (/sandbox/pay/<deposit_no>, GET shows it, POST pays) and
 * the QR images of deposits (/qr/deposit/<deposit_no>.svg). SANDBOX_PAYMENTS=0 turns the page
 * off (404); the QR images stay (the USDT address QR of /payInfo).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { QrFileParams, SandboxPayParams, SandboxPayQuery } from '../../../contract/sandbox/schemas.ts';
import { channelById } from '../domain/deposits/pay-ways.ts';
import { depositQrText } from '../domain/deposits/payinfo.ts';
import { depositQrUrl } from '../domain/deposits/sandbox-links.ts';
import { sandboxDeposit, sandboxPay } from '../domain/deposits/sandbox-pay.ts';
import { BizError } from '../lib/errors.ts';
import { qrSvg } from '../lib/qr.ts';
import { requestOrigin } from '../lib/urls.ts';
import { sendHtml as html } from '../views/html.ts';
import { sandboxPayPage, type SandboxPageInput } from '../views/sandbox-pay.ts';
import { sandboxPage, typed } from './schema.ts';

const NOT_FOUND_PAGE =
  '<!doctype html><meta charset="utf-8"><title>订单不存在</title><p>订单不存在或不支持模拟支付。</p>';

export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  const page = async (reply: FastifyReply, depositNo: string, origin: string, notice?: SandboxPageInput['notice']) => {
    const deposit = await sandboxDeposit(app.db, depositNo);
    if (!deposit) return html(reply, 404, NOT_FOUND_PAGE);
    const channel = deposit.channel_id === null ? null : await channelById(app.db, deposit.channel_id);
    return html(
      reply,
      200,
      sandboxPayPage({
        deposit,
        mchId: channel?.mch_id ?? '',
        qrUrl: depositQrUrl(origin, deposit.out_trade_no),
        notice,
      }),
    );
  };

  const api = typed(app);
  const NOTICES: Record<string, SandboxPageInput['notice']> = {
    paid: { ok: true, text: '支付成功，金额已到账' },
    processed: { ok: false, text: '支付失败：订单已处理' },
  };

  api.get(
    '/sandbox/pay/:no',
    { schema: sandboxPage('沙盒支付页', { params: SandboxPayParams, querystring: SandboxPayQuery }) },
    async (request, reply) => {
      if (!app.config.sandboxPayments) return html(reply, 404, NOT_FOUND_PAGE);
      const notice = NOTICES[String(request.query.result ?? '')];
      return page(reply, request.params.no, requestOrigin(request, app.config.publicUrl), notice);
    },
  );

  // Post/redirect/get: the answer is a 303 back to the page, so reloading it never posts again.
  api.post(
    '/sandbox/pay/:no',
    { schema: sandboxPage('沙盒支付（模拟回调）', { params: SandboxPayParams }) },
    async (request, reply) => {
      if (!app.config.sandboxPayments) return html(reply, 404, NOT_FOUND_PAGE);
      let result: keyof typeof NOTICES = 'paid';
      try {
        await sandboxPay(app.db, request.params.no);
      } catch (error) {
        if (!(error instanceof BizError)) throw error;
        if (error.code === 404) return html(reply, 404, NOT_FOUND_PAGE);
        result = 'processed';
      }
      return reply
        .status(303)
        .header('Cache-Control', 'no-store')
        .redirect(`/sandbox/pay/${encodeURIComponent(request.params.no)}?result=${result}`, 303);
    },
  );

  api.get(
    '/qr/deposit/:file',
    { schema: sandboxPage('充值二维码图片', { params: QrFileParams }) },
    async (request, reply) => {
      const match = /^(\d{1,40})\.svg$/.exec(request.params.file);
      const text = match
        ? await depositQrText(app.db, match[1]!, {
            origin: requestOrigin(request, app.config.publicUrl),
            sandbox: app.config.sandboxPayments,
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
