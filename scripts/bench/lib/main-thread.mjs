/**
 * The main-thread budget of a first visit, read from one Lighthouse result (simulated 4x CPU):
 * no task over 100 ms after the first contentful paint, and under 500 ms of scripting (evaluation
 * plus parse and compile) in all. Lighthouse's long-tasks audit and its main-thread breakdown are
 * both on the simulated clock in `simulate` mode, so they compare with its FCP.
 */
export const MAIN_THREAD_BUDGET = { taskMs: 100, scriptingMs: 500 };

const SCRIPTING_GROUPS = new Set(['scriptEvaluation', 'scriptParseCompile']);

/** { longestAfterFcp, scripting, tasksOver }: the task figures the budget names, in ms. */
export function mainThreadFigures(lhr) {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const after = tasks.filter((t) => t.startTime >= fcp);
  const longestAfterFcp = after.reduce((m, t) => Math.max(m, t.duration), 0);
  const groups = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const scripting = groups.filter((g) => SCRIPTING_GROUPS.has(g.group)).reduce((s, g) => s + g.duration, 0);
  const tasksOver = after.filter((t) => t.duration > MAIN_THREAD_BUDGET.taskMs).length;
  return { longestAfterFcp, scripting, tasksOver };
}

/** Whether one visit's figures keep the budget. */
export function withinBudget({ longestAfterFcp, scripting }) {
  return longestAfterFcp <= MAIN_THREAD_BUDGET.taskMs && scripting < MAIN_THREAD_BUDGET.scriptingMs;
}
