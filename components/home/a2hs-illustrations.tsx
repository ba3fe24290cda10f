/**
 * Small drawings of Safari's three add-to-home-screen steps. Plain inline SVG in
 * the design tokens' colours (via currentColor and classes), no image downloads.
 */
import * as t from '@/lib/text/zh-CN';

const frame = 'h-16 w-full';

/** Step 1: Safari's bottom toolbar with the share button highlighted. */
export function ShareStepArt() {
  return (
    <svg viewBox="0 0 96 64" className={frame} aria-hidden>
      <rect x="4" y="6" width="88" height="52" rx="8" className="fill-surface-sunken stroke-line" />
      <rect x="4" y="40" width="88" height="18" rx="0" className="fill-surface stroke-line" />
      <path d="M18 49h8M70 49h8" className="stroke-ink-faint" strokeWidth="2" strokeLinecap="round" />
      <circle cx="48" cy="49" r="10" className="fill-info/15" />
      {/* The share glyph: a box with an arrow leaving it. */}
      <path d="M44.5 47v6.5h7V47" fill="none" className="stroke-info" strokeWidth="1.8" strokeLinejoin="round" />
      <path
        d="M48 50.5v-8M45.2 45.2 48 42.4l2.8 2.8"
        fill="none"
        className="stroke-info"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M48 20v12" className="stroke-brand" strokeWidth="2" strokeLinecap="round" />
      <path
        d="m43.5 28 4.5 5 4.5-5"
        fill="none"
        className="stroke-brand"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Step 2: the share sheet with the 添加到主屏幕 row highlighted. */
export function AddStepArt() {
  return (
    <svg viewBox="0 0 96 64" className={frame} aria-hidden>
      <rect x="8" y="4" width="80" height="56" rx="8" className="fill-surface stroke-line" />
      <path d="M16 15h40M16 49h32" className="stroke-line-strong" strokeWidth="3" strokeLinecap="round" />
      <rect x="12" y="24" width="72" height="16" rx="4" className="fill-info/10 stroke-info" />
      <text x="17" y="35.5" className="fill-ink" fontSize="8" fontWeight="600">
        {t.a2hs.menuItem}
      </text>
      <rect x="70" y="27" width="10" height="10" rx="2.5" fill="none" className="stroke-info" strokeWidth="1.5" />
      <path d="M75 29.5v5M72.5 32h5" className="stroke-info" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** Step 3: the confirmation bar with 添加 in the top-right corner. */
export function DoneStepArt() {
  return (
    <svg viewBox="0 0 96 64" className={frame} aria-hidden>
      <rect x="4" y="6" width="88" height="52" rx="8" className="fill-surface stroke-line" />
      <path d="M4 24h88" className="stroke-line" />
      <path d="M12 15.5h14" className="stroke-ink-faint" strokeWidth="2" strokeLinecap="round" />
      <rect x="62" y="9" width="26" height="12" rx="6" className="fill-info" />
      <text x="75" y="17.8" textAnchor="middle" className="fill-ink-inverse" fontSize="7.5" fontWeight="700">
        {t.a2hs.addButton}
      </text>
      <rect x="12" y="31" width="18" height="18" rx="5" className="fill-brand" />
      <text x="21" y="43.5" textAnchor="middle" className="fill-ink-inverse" fontSize="7" fontWeight="700">
        TG
      </text>
      <path d="M36 36h40M36 44h24" className="stroke-line-strong" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
