import { TRANSFER_MESSAGES } from '@/contract/money/rules';

/** Venue transfer /transfer and the game page's transfer popup (docs/SCREENS.md#transfer). */
export const transfer = {
  title: '额度转换',
  directionLabel: '转账方向',
  directions: { 1: '中心钱包 → 场馆', 2: '场馆 → 中心钱包' },
  from: '转出',
  to: '转入',
  mainWallet: '中心钱包',
  venue: '场馆',
  chooseVenueLabel: '选择场馆',
  amount: '转账金额',
  amountPlaceholder: '请输入转账金额',
  all: '全部',
  available: (amount: string) => `可转 ¥${amount}`,
  submit: '立即转账',
  submitting: '转账中…',
  autoTransfer: '自动转账',
  autoTransferHint: '开启后进入游戏时余额自动转入场馆',
  expand: '展开全部',
  collapse: '收起',
  noVenues: '暂无可转账的场馆',
  // docs/SCREENS.md#transfer, verbatim.
  amountRequired: TRANSFER_MESSAGES.amountRequired,
  amountZero: TRANSFER_MESSAGES.amountZero,
  venueToVenue: TRANSFER_MESSAGES.venueToVenue,
  // docs/SCREENS.md#transfer: the one success toast; a server message that says more follows it.
  success: '转入成功！',
  successWithNote: (note: string) => `转入成功！${note}`,
  chooseVenue: '请选择场馆',
  // A back end without decimalTransfer moves whole yuan only: a fraction is refused before sending.
  wholeYuanOnly: '该平台仅支持整数金额转账，请输入整数',
} as const;
