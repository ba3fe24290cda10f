/**
 * Which of a lottery's bets a drawn result pays, as the settlement's SQL asks it: options that win
 * whatever the bet's data, and option:number pairs for the options that take a number. The
 * settlement (settle.ts) and the turnover's exposure (exposure.ts) both judge through here.
 */
import type { PlayOption } from './catalog.ts';
import { ruleSpec, winnersOf, wins, type DrawExtend } from './rules.ts';

export interface WinningKeys {
  optionIds: number[];
  optionNumbers: string[];
}

export function winningKeys(options: readonly PlayOption[], extend: DrawExtend): WinningKeys {
  const winners = winnersOf(extend);
  const optionIds: number[] = [];
  const optionNumbers: string[] = [];
  for (const option of options) {
    const spec = ruleSpec(option.rule);
    if (!spec) continue;
    if (spec.data) {
      for (let n = spec.data.min; n <= spec.data.max; n++) {
        if (wins(option.rule, String(n), winners)) optionNumbers.push(`${option.id}:${n}`);
      }
    } else if (wins(option.rule, '', winners)) {
      optionIds.push(option.id);
    }
  }
  return { optionIds, optionNumbers };
}

/** The key a bet is looked up by: "<option id>:<data>" (data '' for options without a number). */
export function betKey(optionId: number, data: string): string {
  return `${optionId}:${data}`;
}

/** The winning keys as one set of bet keys (an option that wins whatever the data: "<id>:*"). */
export function keySet(keys: WinningKeys): Set<string> {
  return new Set([...keys.optionIds.map((id) => `${id}:*`), ...keys.optionNumbers]);
}

/** Does the bet (option, data) win under `set`? The same test as the settlement's SQL. */
export function betWins(set: ReadonlySet<string>, optionId: number, data: string): boolean {
  return set.has(`${optionId}:*`) || set.has(betKey(optionId, data));
}
