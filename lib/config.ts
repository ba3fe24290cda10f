/**
 * Runtime configuration read from `config.json` beside index.html, so one static
 * build can be pointed at any operator's API without rebuilding.
 * A missing or broken file means: same origin, trial through the server's own call.
 */
import { takeEarlyConfig } from '@/lib/api/early-answers';

export interface RuntimeConfig {
  /** API origin (and optional path prefix) without trailing slash; '' = same origin. */
  apiBaseUrl: string;
  /** WebSocket base; '' = derived from apiBaseUrl (http→ws) or the page origin. */
  socketBaseUrl: string;
  /** The two embedded sponsor pages of /zhanzhuye?type=1|2; '' falls back to /api/app sponsor_url_1/2. */
  sponsorUrls: { '1': string; '2': string };
  /** The discover page's 大舞台 link; '' falls back to the app settings' big_stage_url. */
  bigStageUrl: string;
  /** The operator's own VIP rules page, framed by /iframepage; '' = the standard VIP page. */
  vipPageUrl: string;
  /** Origins /gamePage?url= may frame besides the links the server hands out (lib/frame-urls.ts). */
  frameAllowList: string[];
  trial: {
    enabled: boolean;
    /**
     * Operators whose server lacks POST /api/trial may name a shared trial account here.
     * It lives in the operator's config.json, never in the bundle.
     */
    username?: string;
    password?: string;
  };
  /**
   * /responsible: the help lines of the operator's market (none built in), as the file has them:
   * the screen checks them (lib/protection/help-lines.ts), so the boot carries no parser for them.
   */
  responsible: { helpLines: unknown };
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  socketBaseUrl: '',
  sponsorUrls: { '1': '', '2': '' },
  bigStageUrl: '',
  vipPageUrl: '',
  frameAllowList: [],
  trial: { enabled: true },
  responsible: { helpLines: [] },
};

let current: RuntimeConfig = DEFAULT_CONFIG;
let loading: Promise<RuntimeConfig> | null = null;

function trimSlash(url: unknown): string {
  return typeof url === 'string' ? url.trim().replace(/\/+$/, '') : '';
}

/** A JSON object's keys to check one by one; anything else reads as empty. */
function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** Merge an untrusted JSON object over the defaults, keeping only known, well-typed keys. */
export function parseConfig(raw: unknown): RuntimeConfig {
  if (!raw || typeof raw !== 'object') return DEFAULT_CONFIG;
  const r = raw as Record<string, unknown>;
  const trial = asRecord(r.trial);
  const sponsors = asRecord(r.sponsorUrls);
  return {
    apiBaseUrl: trimSlash(r.apiBaseUrl),
    socketBaseUrl: trimSlash(r.socketBaseUrl),
    sponsorUrls: {
      '1': typeof sponsors['1'] === 'string' ? sponsors['1'] : '',
      '2': typeof sponsors['2'] === 'string' ? sponsors['2'] : '',
    },
    bigStageUrl: typeof r.bigStageUrl === 'string' ? r.bigStageUrl.trim() : '',
    vipPageUrl: typeof r.vipPageUrl === 'string' ? r.vipPageUrl.trim() : '',
    frameAllowList: Array.isArray(r.frameAllowList)
      ? r.frameAllowList.filter((u): u is string => typeof u === 'string' && /^https:\/\//i.test(u))
      : [],
    trial: {
      enabled: trial.enabled !== false,
      username: typeof trial.username === 'string' && trial.username ? trial.username : undefined,
      password: typeof trial.password === 'string' && trial.password ? trial.password : undefined,
    },
    responsible: { helpLines: asRecord(r.responsible).helpLines ?? [] },
  };
}

/** config.json's JSON, or null when it was not 2xx; rejects when it could not be read. */
async function fetchConfigJson(): Promise<unknown> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  return res.ok ? res.json() : null;
}

/**
 * Fetch config.json once; every caller shares the same promise. A deep link's inline script may
 * have asked already (lib/api/early-answers.ts): then its answer is the one used.
 */
export function loadConfig(): Promise<RuntimeConfig> {
  if (!loading) {
    loading = (async () => {
      try {
        current = parseConfig(await (takeEarlyConfig() ?? fetchConfigJson()));
      } catch {
        current = DEFAULT_CONFIG;
      }
      return current;
    })();
  }
  return loading;
}

/**
 * loadConfig() in a task of its own, right after the current one (the boot). A page's first
 * fetch() costs some milliseconds of setting up; left to the first reader, it fell inside the live
 * shell's first commit (SWR starts its reads in layout effects), the hall's longest task. Started
 * here, config.json is also on its way before the first screen is swapped for the live one.
 */
export function loadConfigSoon(): void {
  if (typeof window === 'undefined') return;
  setTimeout(() => void loadConfig(), 0);
}

/** The config as known now (defaults until loadConfig() resolves). */
export function getConfig(): RuntimeConfig {
  return current;
}

/** Test hook. */
export function setConfigForTests(config: Partial<RuntimeConfig> | null): void {
  current = config ? { ...DEFAULT_CONFIG, ...config } : DEFAULT_CONFIG;
  loading = config ? Promise.resolve(current) : null;
}

/** Absolute URL for an API path under the configured base. */
export function apiUrl(path: string): string {
  return `${current.apiBaseUrl}${path}`;
}

/** Resolve a server-relative asset URL (banner, avatar) against the API origin. */
export function assetUrl(src: string | null | undefined): string {
  if (!src) return '';
  if (/^(https?:|data:|blob:)/i.test(src) || src.startsWith('//')) return src;
  return `${current.apiBaseUrl}${src.startsWith('/') ? '' : '/'}${src}`;
}

/** The API's origin (scheme, host, port) without any path prefix; '' when the API is this site. */
function apiOrigin(): string {
  try {
    return current.apiBaseUrl ? new URL(current.apiBaseUrl).origin : '';
  } catch {
    return '';
  }
}

/**
 * An uploaded file's URL (activity banners). The reference server sends absolute URLs; legacy
 * servers send the stored path as is: `images/act7.jpg` or `activities/x.svg` lie under the API
 * origin's `/uploads/` (where the legacy server writes them), `/…` from the API origin's root.
 */
export function uploadUrl(src: string | null | undefined): string {
  const path = (src ?? '').trim();
  if (!path) return '';
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('//')) return path;
  if (path.startsWith('/')) return `${apiOrigin()}${path}`;
  return `${apiOrigin()}/uploads/${path.replace(/^(\.\/)+/, '')}`;
}
