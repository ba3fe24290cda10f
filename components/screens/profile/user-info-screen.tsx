'use client';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { AvatarUpload } from '@/components/member/avatar-upload';
import { ProfileForm } from '@/components/profile/profile-form';
import { Skeleton } from '@/components/ui/skeleton';

/** /userInfo (docs/SCREENS.md#userinfo): the avatar (tap to change) and the profile form. */
export default function UserInfoScreen(_: ScreenProps) {
  const { user } = useSession();
  if (!user) {
    return (
      <div aria-busy className="flex flex-col items-center gap-4 p-gutter">
        <Skeleton className="h-20 w-20 rounded-pill" />
        <Skeleton className="h-40 w-full rounded-card" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4 p-gutter">
      <div className="flex flex-col items-center gap-2 py-2">
        <AvatarUpload src={user.avatar} name={user.username} size="lg" />
        <p className="text-note text-ink-muted">{t.profile.avatarHint}</p>
      </div>
      {/* Keyed by the user id: a different member never sees the previous one's fields. */}
      <ProfileForm key={user.id ?? user.username} user={user} />
    </div>
  );
}
