import { CARD_MESSAGES } from '@/contract/cards/rules';

/** Card management, bank cards and USDT addresses (docs/SCREENS.md#withdrawaccount, docs/SCREENS.md#addbankcard, docs/SCREENS.md#addusdtcard). */
export const cards = {
  kinds: { usdt: 'USDT地址', bank: '银行卡' },
  kindLabel: '卡片类型',
  count: (n: number, max: number) => `已绑定 ${n}/${max}`,
  add: { bank: '添加银行卡', usdt: '添加USDT地址' },
  empty: { bank: '暂未绑定银行卡', usdt: '暂未绑定USDT地址' },
  limitHint: (max: number) => `每种类型最多绑定${max}张`,
  masked: (last4: string) => `**** **** **** ${last4}`,
  unbind: '解除绑定',
  unbindLabel: (name: string, last4: string) => `解除绑定 ${name} 尾号${last4}`,
  // docs/SCREENS.md#withdrawaccount, verbatim.
  confirmUnbind: '确定要解除绑定该卡片吗？',
  unbound: CARD_MESSAGES.unbound,
  bound: CARD_MESSAGES.bound,
  owner: '持卡人姓名',
  ownerPlaceholder: '请输入持卡人姓名',
  bank: '开户银行',
  bankPlaceholder: '请选择开户银行',
  bankLoadFailed: '银行列表加载失败，点击重试',
  branch: '开户行地址',
  branchPlaceholder: '如：北京市朝阳区支行',
  number: '银行卡号',
  numberPlaceholder: '请输入银行卡号',
  address: 'USDT地址',
  addressPlaceholder: '请输入USDT地址',
  protocol: '钱包协议',
  payPassword: '支付密码',
  payPasswordPlaceholder: '请输入支付密码',
  submit: '确认绑定',
  usdtMoreLink: 'TRC20与ERC20有什么区别？',
  // docs/SCREENS.md#addbankcard, docs/SCREENS.md#addusdtcard, verbatim (输人 included).
  ownerRequired: CARD_MESSAGES.ownerRequired,
  bankRequired: CARD_MESSAGES.bankRequired,
  branchRequired: CARD_MESSAGES.addressRequired,
  numberRequired: CARD_MESSAGES.numberRequired,
  payPasswordRequired: CARD_MESSAGES.payPassRequired,
  numberLength: CARD_MESSAGES.numberLength,
  payPasswordLength: CARD_MESSAGES.payPassLength,
  addressRequired: CARD_MESSAGES.usdtAddressRequired,
  protocolRequired: CARD_MESSAGES.protocolRequired,
  usdtMore: {
    title: 'TRC20 与 ERC20 的区别',
    intro:
      'USDT 是与美元 1:1 挂钩的稳定币，可以在多条区块链上发行。本站支持 TRC20 和 ERC20 两种协议的 USDT 地址，请按您钱包的协议绑定。',
    sections: [
      {
        title: 'TRC20（推荐）',
        points: [
          '基于波场（TRON）网络，地址以大写字母 T 开头，共 34 位。',
          '到账快，通常 1–3 分钟。',
          '网络手续费低。',
        ],
      },
      {
        title: 'ERC20',
        points: [
          '基于以太坊（Ethereum）网络，地址以 0x 开头，共 42 位。',
          '到账时间受网络拥堵影响，通常 5–30 分钟。',
          '网络手续费较高。',
        ],
      },
    ],
    warningTitle: '重要提示',
    warnings: [
      '两种协议的地址不能混用：向 ERC20 地址发送 TRC20 的 USDT（或反之）将无法到账且无法找回。',
      '绑定前请在钱包中确认收款地址对应的网络协议。',
      '实际到账 USDT = 取款金额 ÷ 汇率（保留两位小数，舍去其后位数）− 所选协议的网络手续费。',
    ],
    bind: '去绑定USDT地址',
  },
} as const;
