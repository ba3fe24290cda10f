'use client';
import { TrophyIcon } from '@heroicons/react/24/outline';
import { hrefTo } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { EntryCard } from '@/components/discover/entry-card';

/** /zhanzhu: the sponsors; each opens its page (/zhanzhuye?type=1|2). */
export default function SponsorsScreen(_: ScreenProps) {
  return (
    <div className="flex flex-col gap-3 p-gutter">
      {t.discover.sponsors.map((s) => (
        <EntryCard
          key={s.type}
          to={hrefTo('/zhanzhuye', { page: s.type })}
          icon={TrophyIcon}
          title={s.title}
          hint={s.hint}
        />
      ))}
    </div>
  );
}
