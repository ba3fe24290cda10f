/**
 * The self-assessment of /responsible (docs/SCREENS.md#responsible): nine questions of our own
 * wording, each answered 从不 / 有时 / 经常 / 几乎总是 (0–3 points). The bands follow common
 * screening practice and are guidance, not a diagnosis. Computed in the browser only: nothing is
 * sent or stored.
 */
export type Band = 'none' | 'low' | 'moderate' | 'high';

/** Points of each answer, in the order the answers are shown. */
export const ANSWER_POINTS = [0, 1, 2, 3] as const;

/** 0 低风险, 1–2 低度风险, 3–7 中度风险, 8 and above 高风险. */
export function bandOf(score: number): Band {
  if (score <= 0) return 'none';
  if (score <= 2) return 'low';
  return score <= 7 ? 'moderate' : 'high';
}

/** The total once every question has an answer; null while one is open. */
export function scoreOf(answers: readonly (number | null)[], questions: number): number | null {
  if (answers.length !== questions || answers.some((a) => a === null)) return null;
  return answers.reduce<number>((sum, a) => sum + (a ?? 0), 0);
}
