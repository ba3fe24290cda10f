import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { copyText } from '@/components/wallet/copy-button';

/** 保存链接 / 复制: the invite link to the clipboard, saying 链接已复制到剪贴板 or 复制链接失败. */
export async function copyInviteLink(link: string): Promise<void> {
  if (await copyText(link)) toast.success(t.invite.linkCopied);
  else toast.error(t.invite.linkCopyFailed);
}
