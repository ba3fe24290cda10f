/** A labelled progress bar (0–100), gold on a soft track. */
export function Meter({ label, percent }: { label: string; percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="block h-1.5 w-full overflow-hidden rounded-pill bg-gold-soft"
    >
      <span
        className="block h-full rounded-pill bg-gradient-to-r from-gold to-gold-dark"
        style={{ width: `${value}%` }}
      />
    </span>
  );
}
