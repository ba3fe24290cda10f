/**
 * The sandbox payment page (demo mode): the deposit, its QR code for USDT, and one button that
 * pays it the way a provider's callback would. Plain HTML and CSS, no script.
 */
import { formatCents, toCents } from '../lib/money.ts';
import { formatBeijing } from '../lib/time.ts';
import type { DepositRow } from '../domain/deposits/deposit-row.ts';
import { DEPOSIT_STATE } from '../domain/deposits/deposit-row.ts';
import { isUsdt, payWayByCode } from '../domain/deposits/pay-ways.ts';
import { DEMO_TAG, demoPage, escapeHtml, row } from './html.ts';

export interface SandboxPageInput {
  deposit: DepositRow;
  /** The channel's account or address (USDT: the address). */
  mchId: string;
  qrUrl: string;
  /** A note after a payment attempt. */
  notice?: { ok: boolean; text: string };
}

const STATE_TEXT: Record<number, string> = { 1: '待支付', 2: '已支付，已到账', 3: '已拒绝' };

const CSS = `
    .qr { display: block; margin: 16px auto 0; background: #fff; border-radius: 8px; }
    button { width: 100%; margin-top: 20px; padding: 14px; font-size: 16px; border: 0; border-radius: 10px; background: #16a34a; color: #fff; }`;

export function sandboxPayPage(input: SandboxPageInput): string {
  const { deposit } = input;
  const way = payWayByCode(deposit.pay_way);
  const usdt = way ? isUsdt(way) : false;
  const pending = deposit.state === DEPOSIT_STATE.pending;
  const rows = [
    row('订单号', deposit.out_trade_no),
    row('支付方式', way?.label ?? ''),
    row('金额', `¥${formatCents(toCents(deposit.amount))}`),
    ...(usdt && deposit.usdt_amount !== null
      ? [
          row('应付USDT', formatCents(toCents(deposit.usdt_amount))),
          row('汇率', deposit.usdtrate ?? ''),
          row('协议', deposit.bank),
        ]
      : []),
    row(usdt ? '收款地址' : '收款账户', input.mchId),
    row('创建时间', formatBeijing(deposit.created_at)),
    row('状态', STATE_TEXT[deposit.state] ?? ''),
  ].join('\n      ');
  const notice = input.notice
    ? `<p class="notice ${input.notice.ok ? 'ok' : 'bad'}">${escapeHtml(input.notice.text)}</p>`
    : '';
  const qr = usdt
    ? `<img class="qr" src="${escapeHtml(input.qrUrl)}" alt="收款地址二维码" width="200" height="200">`
    : '';
  const action = pending
    ? `<form method="post"><button type="submit">确认支付 ¥${escapeHtml(formatCents(toCents(deposit.amount)))}</button></form>`
    : '<p class="done">该订单已处理，请返回应用查看余额与账户明细。</p>';
  return demoPage({
    title: '模拟支付（演示）',
    css: CSS,
    body: `${DEMO_TAG}
    <h1>模拟支付</h1>
    <p class="hint">这是演示服务器的沙盒支付页：点击“确认支付”即视为支付渠道回调成功，金额自动到账（每笔订单只会入账一次）。</p>
    ${notice}
    <div class="card">
      ${rows}
    </div>
    ${qr}
    ${action}`,
  });
}
