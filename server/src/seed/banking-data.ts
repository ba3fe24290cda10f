/**
 * Demo banking data: ten Chinese banks (own SVG icons under assets/uploads/banks/), two house
 * receiving accounts for bank-transfer deposits, and the four QR pay channels. Every number and
 * address here is made up for the demo: nothing real can be paid to them.
 */
import type { ChannelWay } from '../domain/deposits/pay-ways.ts';

export interface BankSeed {
  code: string;
  bank_name: string;
  /** The character on the icon. */
  mark: string;
  color: string;
}

export const BANKS: readonly BankSeed[] = [
  { code: 'ICBC', bank_name: '中国工商银行', mark: '工', color: '#c7000b' },
  { code: 'CCB', bank_name: '中国建设银行', mark: '建', color: '#0066b3' },
  { code: 'ABC', bank_name: '中国农业银行', mark: '农', color: '#009882' },
  { code: 'BOC', bank_name: '中国银行', mark: '中', color: '#a71e32' },
  { code: 'BCM', bank_name: '交通银行', mark: '交', color: '#1d2088' },
  { code: 'CMB', bank_name: '招商银行', mark: '招', color: '#d7000f' },
  { code: 'PSBC', bank_name: '中国邮政储蓄银行', mark: '邮', color: '#007a3d' },
  { code: 'CIB', bank_name: '兴业银行', mark: '兴', color: '#004098' },
  { code: 'SPDB', bank_name: '上海浦东发展银行', mark: '浦', color: '#0a3a7e' },
  { code: 'CMBC', bank_name: '中国民生银行', mark: '民', color: '#00a0e9' },
];

export function bankImage(code: string): string {
  return `banks/${code.toLowerCase()}.svg`;
}

export const PAY_SETTINGS = [
  {
    bank_code: 'ICBC',
    bank_no: '6222021001123456789',
    bank_owner: '李四',
    bank_address: '深圳分行营业部',
    info: '演示账户，请勿真实转账',
  },
  {
    bank_code: 'CMB',
    bank_no: '6225880212345678',
    bank_owner: '王五',
    bank_address: '上海分行陆家嘴支行',
    info: '演示账户，请勿真实转账',
  },
] as const;

export interface ChannelSeed {
  way: ChannelWay;
  name: string;
  mch_id: string;
  content: string;
  /** Yuan. */
  min: number;
  max: number;
}

export const PAY_CHANNELS: readonly ChannelSeed[] = [
  {
    way: 'wechat',
    name: '微信扫码支付',
    mch_id: 'wxp://tg-demo-merchant-10086',
    content: '微信扫码支付（演示）',
    min: 100,
    max: 5000,
  },
  {
    way: 'alipay',
    name: '支付宝扫码支付',
    mch_id: 'tg-demo-merchant@alipay.example',
    content: '支付宝扫码支付（演示）',
    min: 100,
    max: 10000,
  },
  // Syntactically valid, made-up addresses (not anyone's wallet): never send real coins to them.
  {
    way: 'usdt-trc20',
    name: 'USDT-TRC20',
    mch_id: 'TDemoUsdtTrcSandboxAddr7Wq3xKpZmNa',
    content: 'TRC20',
    min: 100,
    max: 50000,
  },
  {
    way: 'usdt-erc20',
    name: 'USDT-ERC20',
    mch_id: '0xde0000000000000000000000000000000000dE20',
    content: 'ERC20',
    min: 100,
    max: 50000,
  },
];
