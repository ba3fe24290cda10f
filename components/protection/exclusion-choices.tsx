'use client';
import clsx from 'clsx';
import { EXCLUSION_MONTHS } from '@/contract/protection/rules';
import {
  CUSTOM,
  exclusionKey,
  lengthName,
  TIMEOUT_DAYS,
  timeoutKey,
  type ChoiceKey,
} from '@/lib/protection/exclusion-choice';
import * as t from '@/lib/text/zh-CN';
import { Radio, RadioGroup } from '@/components/ui/radio-group';

const E = t.responsible.exclusion;

interface Option {
  key: ChoiceKey;
  label: string;
}

const GROUPS: { title: string; options: Option[] }[] = [
  {
    title: E.timeoutGroup,
    options: [
      ...TIMEOUT_DAYS.map((days) => ({ key: timeoutKey(days), label: lengthName({ kind: 'timeout', length: days }) })),
      { key: CUSTOM, label: E.customDays },
    ],
  },
  {
    title: E.exclusionGroup,
    options: EXCLUSION_MONTHS.map((months) => ({
      key: exclusionKey(months),
      label: lengthName({ kind: 'exclusion', length: months }),
    })),
  },
];

/**
 * The eight choices as one radio group (arrow keys move across both rows), time-outs
 * first, then self-exclusions; each tile is read with its group (冷静期 7 天).
 */
export function ExclusionChoices({ value, onChange }: { value: ChoiceKey; onChange: (key: ChoiceKey) => void }) {
  return (
    <RadioGroup value={value} onChange={onChange} aria-label={E.choiceLabel} className="flex flex-col gap-3">
      {GROUPS.map((group) => (
        <div key={group.title}>
          <p aria-hidden className="mb-1.5 text-note font-medium text-ink-muted">
            {group.title}
          </p>
          <div className="grid grid-cols-4 gap-2">
            {group.options.map((o) => (
              <Radio
                key={o.key}
                value={o.key}
                aria-label={`${group.title} ${o.label}`}
                className={({ checked }) =>
                  clsx(
                    'flex min-h-touch cursor-pointer select-none items-center justify-center rounded-control border px-1 text-center text-note outline-none focus-visible:ring-2 focus-visible:ring-brand/40',
                    checked ? 'border-brand bg-brand-soft font-medium text-brand' : 'border-line bg-surface text-ink',
                  )
                }
              >
                {o.label}
              </Radio>
            ))}
          </div>
        </div>
      ))}
    </RadioGroup>
  );
}
