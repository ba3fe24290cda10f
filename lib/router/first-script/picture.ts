/** The fillers' one way of resolving a picture's URL from server data (lib/router/first-script/list.ts, recharge.ts). */

/**
 * A picture's URL as lib/config.ts's uploadUrl ('upload') or assetUrl ('asset') makes it from the
 * wire value `s`, for an answer sent to the API base `base`: an absolute http(s) URL as it is, a
 * path against the base (an upload's bare path under its origin's /uploads/). Null for one the
 * fillers do not draw: empty, any other scheme (data:, blob:, …), a //host URL, or a value the
 * resolver would read otherwise (spaces around an asset's). Self-contained (part of the fillers' file).
 */
export function resolvePicture(s: string, kind: string, base: string): string | null {
  let origin = '';
  try {
    origin = base ? new URL(base).origin : '';
  } catch {
    origin = '';
  }
  const v = kind === 'upload' ? s.trim() : s;
  if (/^https?:\/\//i.test(v)) return v === v.trim() ? v : null;
  if (!v || v !== v.trim() || v.slice(0, 2) === '//' || /^[a-z][a-z\d+.-]*:/i.test(v)) return null;
  if (kind === 'asset') return base + (v.charAt(0) === '/' ? '' : '/') + v;
  return v.charAt(0) === '/' ? origin + v : origin + '/uploads/' + v.replace(/^(\.\/)+/, '');
}
