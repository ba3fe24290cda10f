import { ORDER_TEXT } from '@/contract/lottery/rules';

/** The credit-betting popup and its confirmation (docs/SCREENS.md#lottery). */
export const bet = {
  title: '投注',
  balance: '余额',
  groupsLabel: '玩法',
  /** Said before a bet cell's odds to screen readers (the cell shows the number alone). */
  oddsWord: '赔率',
  odds: (odds: string) => `赔率 ${odds}`,
  noOptions: '该玩法暂无投注项',
  quickLabel: '快捷金额',
  quickAmount: (n: number) => `${n}`,
  picked: (n: number) => `已选 ${n} 注`,
  clear: '清空',
  next: '下一步',
  preview: '注单预览',
  backToPick: '继续选择',
  stakeLabel: (name: string) => `${name} 投注金额`,
  removeLabel: (name: string) => `删除 ${name}`,
  total: '合计',
  totalValue: (n: number, amount: string) => `${n}注 共 ¥${amount}`,
  confirm: '确认投注',
  confirmTitle: '投注确认',
  round: (expect: string) => `第${expect}期`,
  submit: '确定',
  submitting: '提交中…',
  cancel: '取消',
  // docs/SCREENS.md#lottery: at least one option must be selected (the wording is ours).
  pickRequired: ORDER_TEXT.empty,
  amountRequired: '请输入投注金额',
  amountPositive: '投注金额必须大于0',
  amountRange: (min: string, max: string) => `单注金额需在${min}-${max}元之间`,
  amountMin: (min: string) => `单注金额不能低于${min}元`,
  amountMax: (max: string) => `单注金额不能高于${max}元`,
  // docs/SCREENS.md#lottery, verbatim.
  closed: ORDER_TEXT.closed,
  success: ORDER_TEXT.done,
} as const;
