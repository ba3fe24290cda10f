/**
 * Demo mode only (registered only on the demo site): the sandbox payment page
 * (/sandbox/pay/<deposit_no>?s=<owner's tag>, GET shows it, POST pays). SANDBOX_PAYMENTS=0 turns
 * it off (404). Without the owner's tag (handed out only in the owner's recharge and payinfo
 * answers) the page is "not found", so nobody pays a deposit that is not theirs.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SandboxPayParams, SandboxPayQuery } from '../../../../contract/sandbox/schemas.ts';
import { channelById } from '../../domain/deposits/pay-ways.ts';
import { depositLinkTagValid, depositQrUrl } from '../../domain/deposits/sandbox-links.ts';
import { sandboxDeposit, sandboxPay } from '../../domain/deposits/sandbox-pay.ts';
import { BizError } from '../../lib/errors.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { sendHtml as html } from '../../views/html.ts';
import { sandboxPayPage, type SandboxPageInput } from '../../views/sandbox-pay.ts';
import { sandboxPage, typed } from '../../http/schema.ts';

const NOT_FOUND_PAGE =
  '<!doctype html><meta charset="utf-8"><title>订单不存在</title><p>订单不存在或不支持模拟支付。</p>';

export default async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  /** The deposit when `tag` is its owner's, else null (shown as not found). */
  const ownDeposit = async (depositNo: string, tag: unknown) => {
    const deposit = await sandboxDeposit(app.db, depositNo);
    return deposit && depositLinkTagValid(app.serverSecret, deposit.out_trade_no, deposit.user_id, tag)
      ? deposit
      : null;
  };
  const page = async (
    reply: FastifyReply,
    depositNo: string,
    tag: unknown,
    origin: string,
    notice?: SandboxPageInput['notice'],
  ) => {
    const deposit = await ownDeposit(depositNo, tag);
    if (!deposit) return html(reply, 404, NOT_FOUND_PAGE);
    const channel = deposit.channel_id === null ? null : await channelById(app.db, deposit.channel_id);
    return html(
      reply,
      200,
      sandboxPayPage({
        deposit,
        mchId: channel?.mch_id ?? '',
        qrUrl: depositQrUrl(origin, deposit.out_trade_no, String(tag)),
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
      return page(reply, request.params.no, request.query.s, requestOrigin(request, app.config.publicUrl), notice);
    },
  );

  // Post/redirect/get: the answer is a 303 back to the page, so reloading it never posts again.
  api.post(
    '/sandbox/pay/:no',
    { schema: sandboxPage('沙盒支付（模拟回调）', { params: SandboxPayParams, querystring: SandboxPayQuery }) },
    async (request, reply) => {
      if (!app.config.sandboxPayments) return html(reply, 404, NOT_FOUND_PAGE);
      const tag = request.query.s;
      if (!(await ownDeposit(request.params.no, tag))) return html(reply, 404, NOT_FOUND_PAGE);
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
        .redirect(`/sandbox/pay/${encodeURIComponent(request.params.no)}?s=${String(tag)}&result=${result}`, 303);
    },
  );
}
