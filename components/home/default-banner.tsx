import { colors } from '@/lib/ui/colors';
/** One box size for the default, slides and the empty state, so nothing shifts. */
export const BANNER_FRAME = 'relative aspect-75/32 w-full overflow-hidden rounded-card shadow-card';

/**
 * The build-time banner: a decorative poster in the brand colours, inline so it paints with the
 * HTML itself. Detailed enough (over 0.05 bits per pixel) that browsers count it as the largest
 * paint rather than skip it as a plain placeholder. No pictures: it lives in every page's HTML and
 * the boot, and the live banners (illustrated) replace it within the first second.
 */
const { night, plum } = colors.poster;
const pale = colors.gold.pale;
const white = colors.surface.DEFAULT;
const POSTER =
  `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320" viewBox="0 0 750 320">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${night}"/>` +
  `<stop offset="0.55" stop-color="${plum}"/><stop offset="1" stop-color="${colors.brand.DEFAULT}"/></linearGradient>` +
  `<radialGradient id="h" cx="0.8" cy="0.2" r="0.6"><stop offset="0" stop-color="${pale}" stop-opacity="0.35"/>` +
  `<stop offset="1" stop-color="${pale}" stop-opacity="0"/></radialGradient></defs>` +
  `<rect width="750" height="320" fill="url(#g)"/><rect width="750" height="320" fill="url(#h)"/>` +
  `<circle cx="640" cy="70" r="120" fill="${white}" opacity="0.08"/><circle cx="600" cy="250" r="46" fill="${white}" opacity="0.05"/>` +
  `<circle cx="90" cy="280" r="90" fill="${white}" opacity="0.06"/><circle cx="250" cy="40" r="28" fill="${white}" opacity="0.05"/>` +
  `<path d="M0 250 Q 190 200 380 250 T 750 240 V 320 H 0 Z" fill="${white}" opacity="0.07"/>` +
  `<path d="M0 280 Q 200 240 400 285 T 750 275 V 320 H 0 Z" fill="${white}" opacity="0.06"/>` +
  `<g fill="${pale}" opacity="0.5"><circle cx="120" cy="70" r="3"/><circle cx="180" cy="120" r="2"/>` +
  `<circle cx="330" cy="90" r="2.5"/><circle cx="460" cy="60" r="2"/><circle cx="520" cy="150" r="3"/>` +
  `<circle cx="700" cy="180" r="2"/><circle cx="60" cy="180" r="2.5"/><circle cx="410" cy="180" r="2"/></g></svg>`;

export const DEFAULT_BANNER_SRC = `data:image/svg+xml,${encodeURIComponent(POSTER)}`;

/**
 * What the banner box shows until the operator's banners arrive: in the exported HTML, so the
 * largest paint of the hall waits for no request and no script; the live slides replace it in the
 * same box (no shift, and no larger paint).
 */
export function DefaultBanner() {
  return (
    <div className={BANNER_FRAME} data-testid="banner-default">
      <img
        src={DEFAULT_BANNER_SRC}
        alt=""
        width={750}
        height={320}
        fetchPriority="high"
        // Decoded in the frame that paints it, so the largest paint is the first paint, not a later
        // frame that may come after the app's scripts have taken the main thread.
        decoding="sync"
        className="h-full w-full object-cover"
      />
    </div>
  );
}
