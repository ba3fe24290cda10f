'use client';
import clsx from 'clsx';
import { CheckCircleIcon, XCircleIcon } from '@heroicons/react/24/solid';
import { useEffect, useState } from 'react';
import { verifyDraw, type Verification } from '@/lib/lottery/fair-draw';
import * as t from '@/lib/text/zh-CN';
import type { DrawResult, LotteryType } from '@/lib/api/types';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { DrawBalls } from './draw-balls';

const F = t.lottery.fair;

export interface VerifyDialogProps {
  /** The round to verify; null = closed. */
  draw: DrawResult | null;
  lottery: { id: number; type: LotteryType };
  onClose: () => void;
}

/**
 * The verify view (docs/LOTTERY.md): SHA-256(seed) against the published hash, and the numbers
 * recomputed from the seed in this browser (Web Crypto) against the stored result.
 */
export function VerifyDialog({ draw, lottery, onClose }: VerifyDialogProps) {
  // Tagged with the draw it answers: a result for an earlier draw is never shown for this one.
  const [result, setResult] = useState<{ draw: DrawResult; v: Verification } | null>(null);

  useEffect(() => {
    if (!draw) return;
    let live = true;
    verifyDraw({
      lotteryId: lottery.id,
      type: lottery.type,
      expect: draw.expect,
      hash: draw.hash,
      seed: draw.seed,
      numbers: draw.numbers,
      special: draw.special,
    })
      .then((v) => live && setResult({ draw, v }))
      .catch(() => live && setResult({ draw, v: { status: 'unsupported' } }));
    return () => {
      live = false;
    };
  }, [draw, lottery.id, lottery.type]);

  const v = draw && result?.draw === draw ? result.v : null;
  return (
    <Modal open={draw !== null} onClose={onClose} title={F.title}>
      {draw && (
        <div data-testid="verify-dialog" className="space-y-3 px-gutter pb-4 text-body">
          <Row label={F.round}>
            <span className="font-num">{draw.expect}</span>
          </Row>
          <Row label={F.result}>
            <DrawBalls type={lottery.type} numbers={draw.numbers} special={draw.special} sum={draw.sum} size="sm" />
          </Row>
          <Row label={F.hash}>
            <code data-testid="verify-hash" className="block break-all font-num text-note text-ink">
              {draw.hash ?? '—'}
            </code>
          </Row>
          <Row label={F.seed}>
            <code data-testid="verify-seed" className="block break-all font-num text-note text-ink">
              {draw.seed ?? '—'}
            </code>
          </Row>
          <Outcome v={v} type={lottery.type} />
          <p className="text-caption text-ink-faint">{F.howTo}</p>
        </div>
      )}
    </Modal>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <p className="mb-0.5 text-caption text-ink-muted">{label}</p>
      {children}
    </div>
  );
}

function Outcome({ v, type }: { v: Verification | null; type: LotteryType }) {
  if (!v) {
    return (
      <p data-testid="verify-result" data-status="checking" className="flex items-center gap-2 text-ink-muted">
        <Spinner className="h-4 w-4" /> {F.checking}
      </p>
    );
  }
  if (v.status === 'notRevealed' || v.status === 'unsupported') {
    return (
      <p
        data-testid="verify-result"
        data-status={v.status}
        className="rounded-control bg-surface-sunken px-3 py-2 text-note text-ink-muted"
      >
        {v.status === 'notRevealed' ? F.notRevealed : F.unsupported}
      </p>
    );
  }
  const passed = v.status === 'passed';
  const Icon = passed ? CheckCircleIcon : XCircleIcon;
  return (
    <div className="space-y-2">
      <Row label={F.recomputed}>
        <DrawBalls
          type={type}
          numbers={v.recomputed.numbers}
          special={v.recomputed.special}
          sum={type === 2 ? v.recomputed.numbers.reduce((a, b) => a + b, 0) : null}
          size="sm"
        />
      </Row>
      <ul className="space-y-1 text-note">
        <Check ok={v.hashMatches} text={v.hashMatches ? F.hashOk : F.hashBad} />
        <Check ok={v.numbersMatch} text={v.numbersMatch ? F.numbersOk : F.numbersBad} />
      </ul>
      <p
        data-testid="verify-result"
        data-status={v.status}
        className={clsx(
          'flex items-center justify-center gap-1.5 rounded-control py-2 text-title font-semibold',
          passed ? 'bg-success/10 text-success' : 'bg-brand-soft text-danger',
        )}
      >
        <Icon className="h-5 w-5" aria-hidden />
        {passed ? F.passed : F.failed}
      </p>
    </div>
  );
}

function Check({ ok, text }: { ok: boolean; text: string }) {
  const Icon = ok ? CheckCircleIcon : XCircleIcon;
  return (
    <li className={clsx('flex items-center gap-1', ok ? 'text-success' : 'text-danger')}>
      <Icon className="h-4 w-4 shrink-0" aria-hidden />
      {text}
    </li>
  );
}
