'use client';
import { GlobeAltIcon, PhoneIcon } from '@heroicons/react/24/outline';
import { getConfig } from '@/lib/config';
import { parseHelpLines, telHref } from '@/lib/protection/help-lines';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';
import { Section } from './section';

const H = t.responsible.help;
const ACTION = 'flex min-h-touch items-center gap-1.5 rounded-control border border-brand px-3 text-note text-brand';

/**
 * 求助热线 (docs/SCREENS.md#responsible): the organisations config.json names (responsible.helpLines,
 * checked when read), each with its number to call and its site; none named: a short line and the
 * way to 在线客服.
 */
export function HelpLines({ id }: { id: string }) {
  const lines = parseHelpLines(getConfig().responsible.helpLines);
  return (
    <Section id={id} title={H.title} intro={lines.length ? H.intro : undefined}>
      {lines.length === 0 ? (
        <p className="text-body text-ink-muted">
          {H.none}
          <Link to="/kefu" className="ml-1 inline-flex min-h-touch items-center text-brand underline">
            {H.kefu}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {lines.map((line) => (
            <li key={line.name} data-testid="help-line" className="flex flex-col gap-2 py-3 first:pt-0">
              <p className="text-body font-semibold text-ink">{line.name}</p>
              {line.hours && <p className="text-note text-ink-muted">{H.hours(line.hours)}</p>}
              <div className="flex flex-wrap gap-2">
                {line.phone && (
                  <a href={telHref(line.phone)} className={ACTION}>
                    <PhoneIcon className="h-4 w-4" aria-hidden />
                    {H.call(line.phone)}
                  </a>
                )}
                {line.url && (
                  <a
                    href={line.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={H.visitOf(line.name)}
                    className={ACTION}
                  >
                    <GlobeAltIcon className="h-4 w-4" aria-hidden />
                    {H.visit}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
