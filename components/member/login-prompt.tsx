'use client';
import { navigate } from '@/lib/router/navigate';
import { hrefTo } from '@/lib/router/queries';
import { Button } from '@/components/ui/button';

/** What an open route shows a visitor where a member's content would be: why, and 前往登录 back here. */
export function LoginPrompt({ text, action, here }: { text: string; action: string; here: string }) {
  return (
    <div className="flex flex-col items-center gap-4 p-gutter pt-12 text-center">
      <p className="text-body text-ink-muted">{text}</p>
      <Button onClick={() => navigate(hrefTo('/login', { redirect: here }))}>{action}</Button>
    </div>
  );
}
