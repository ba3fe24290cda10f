export const siteMode = {
  demoMark: '演示站',
  demoMarkLabel: '演示站：演示数据与沙盒支付，不涉及真实资金',
} as const;
