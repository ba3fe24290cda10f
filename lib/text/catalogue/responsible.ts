/** /responsible: the responsible-gaming page (limits, time-outs, self-exclusion, self-assessment, help lines). */
export const responsible = {} as const;
