import type { InviteInfo } from '@/lib/api/referrals';
import { formatMoney } from '@/lib/money';
import * as t from '@/lib/text/zh-CN';
import { RichText } from '@/components/ui/rich-text';

const I = t.invite;
const PROSE = 'break-words text-body text-ink [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-1.5 [&_ul]:list-disc';

/** Tab 2: the gift money per invitee and the operator's rules text (sanitised HTML). */
export function IntroTab({ info }: { info: InviteInfo }) {
  return (
    <div className="flex flex-col gap-3">
      {info.reward > 0 && (
        <section className="flex items-center justify-between rounded-card bg-gold-soft p-4 shadow-card">
          <div className="flex flex-col gap-1">
            <p className="text-note text-ink-muted">{I.rewardEach}</p>
            <p className="text-note text-ink-muted">{I.rewardCondition(formatMoney(info.minDeposit))}</p>
          </div>
          <p className="font-num text-amount font-bold text-brand" data-testid="invite-reward">
            ¥{formatMoney(info.reward)}
          </p>
        </section>
      )}
      <section className="rounded-card bg-surface p-4 shadow-card">
        {info.rules ? (
          <RichText html={info.rules} className={PROSE} />
        ) : (
          // A back end without the invite calls sends no rules: the built-in introduction.
          <div data-testid="invite-builtin-intro" className={PROSE}>
            {I.builtInIntro.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
