export const header = {
  refresh: '刷新余额',
} as const;
