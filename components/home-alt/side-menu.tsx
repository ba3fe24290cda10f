'use client';
import {
  ChatBubbleBottomCenterTextIcon,
  ChevronRightIcon,
  DocumentDuplicateIcon,
  EnvelopeIcon,
  GlobeAltIcon,
  InformationCircleIcon,
} from '@heroicons/react/24/outline';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { useAppInfo } from '@/lib/api/app';
import { useUnreadCount } from '@/lib/api/inbox';
import { navigate } from '@/lib/router/navigate';
import { ABOUT_US_HREF } from '@/lib/content/site-pages';
import { useSession } from '@/lib/session';
import { EXTENSIONS, useExtension } from '@/lib/api/backend';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { LoginPromptDialog } from '@/components/auth/login-prompt-dialog';
import { LogoutButton } from '@/components/auth/logout-button';
import { UnreadBadge } from '@/components/layout/unread-badge';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { FeedbackDialog } from '@/components/profile/feedback-dialog';
import { copyText } from '@/components/wallet/copy-button';
import { CloseButton } from '@/components/ui/close-button';

const M = t.hallAlt.menu;
const ROW =
  'flex min-h-touch w-full items-center gap-3 px-4 py-3 text-left text-body text-ink active:bg-surface-sunken';

/**
 * The alternative home's side menu (docs/SCREENS.md#index_old): 消息中心 with the unread count,
 * 意见反馈 (the members' feedback form, as on /userCent, only with the feedback extension; a
 * visitor is asked to log in first),
 * the permanent domain from the app settings (tap to copy, 复制成功！), 关于我们 and, for members, logout.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { token } = useSession();
  const unread = useUnreadCount();
  const { data: app } = useAppInfo();
  const domain = app?.h5Url ?? '';
  // 意见反馈 only where the back end takes feedback (the feedback extension).
  const canSendFeedback = useExtension(EXTENSIONS.feedback) === true;
  // The feedback form and the login prompt outlive the menu: it closes as they open.
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const titleId = useId();

  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const feedback = () => {
    onClose();
    if (token) setFeedbackOpen(true);
    else setPromptOpen(true);
  };

  return (
    <>
      {open && (
        <DialogFrame onClose={onClose} labelledBy={titleId} layerClassName="fixed inset-0">
          <div
            data-testid="side-menu"
            className="fixed inset-y-0 left-0 flex w-72 max-w-[80vw] flex-col bg-surface pb-safe-bottom pt-safe-top shadow-raised"
          >
            <div className="flex h-header items-center justify-between pl-4">
              <h2 id={titleId} className="text-title font-semibold text-ink">
                {t.hallAlt.menuTitle}
              </h2>
              <CloseButton onClick={onClose} />
            </div>
            <ul className="flex-1 overflow-y-auto border-t border-line">
              <MenuRow icon={EnvelopeIcon} label={M.messages} onClick={() => go('/message')}>
                <UnreadBadge count={unread} />
              </MenuRow>
              {canSendFeedback && (
                <MenuRow icon={ChatBubbleBottomCenterTextIcon} label={M.feedback} onClick={feedback} />
              )}
              {domain && <DomainRow domain={domain} />}
              <MenuRow icon={InformationCircleIcon} label={M.about} onClick={() => go(ABOUT_US_HREF)} />
            </ul>
            {token && <LogoutButton onPress={onClose} className="mx-4 mb-4 border border-line" />}
          </div>
        </DialogFrame>
      )}
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
      <LoginPromptDialog open={promptOpen} onClose={() => setPromptOpen(false)} redirect="/index_old" />
    </>
  );
}

function Item({ children }: { children: ReactNode }) {
  return <li className="border-b border-line">{children}</li>;
}

/** A row that goes somewhere: icon, label, anything extra (the unread count), a chevron. */
function MenuRow({
  icon: Icon,
  label,
  onClick,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <Item>
      <button type="button" onClick={onClick} className={ROW}>
        <Icon className="h-5 w-5 shrink-0 text-brand" aria-hidden />
        <span className="flex-1">{label}</span>
        {children}
        <ChevronRightIcon className="h-4 w-4 text-ink-faint" aria-hidden />
      </button>
    </Item>
  );
}

/** The permanent domain: tapping it copies it (复制成功！). */
function DomainRow({ domain }: { domain: string }) {
  const copy = async () => {
    if (await copyText(domain)) toast.success(t.app.copySuccess);
  };
  return (
    <Item>
      <button
        type="button"
        onClick={() => void copy()}
        className={ROW}
        aria-label={`${M.domain} ${domain} ${M.domainHint}`}
      >
        <GlobeAltIcon className="h-5 w-5 shrink-0 text-brand" aria-hidden />
        <span className="flex min-w-0 flex-1 flex-col">
          <span>{M.domain}</span>
          <span className="truncate text-note text-ink-muted" data-testid="permanent-domain">
            {domain}
          </span>
        </span>
        <DocumentDuplicateIcon className="h-4 w-4 shrink-0 text-ink-faint" aria-hidden />
      </button>
    </Item>
  );
}
