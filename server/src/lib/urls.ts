/**
 * Absolute URLs in answers (banners, logos, avatars, paginator links) are built from the request's
 * own origin, so one server works under any host name, or from PUBLIC_URL when it is set.
 */
import type { FastifyRequest } from 'fastify';

const HOST_RE = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export function requestOrigin(request: FastifyRequest, publicUrl: string | null = null): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  let host = HOST_RE.test(request.host) ? request.host : 'localhost';
  // The default port is noise in a URL ("http://h:80/x" and "http://h/x" are the same place).
  const defaultPort = protocol === 'https' ? ':443' : ':80';
  if (host.endsWith(defaultPort)) host = host.slice(0, -defaultPort.length);
  return `${protocol}://${host}`;
}

/** A stored upload path ("images/logo.svg") as an absolute URL; absolute URLs pass through. */
export function uploadUrl(origin: string, path: string | null | undefined): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}/uploads/${path.replace(/^\/+/, '')}`;
}

/** The request path without its query string (paginator `path`). */
export function requestPath(request: FastifyRequest): string {
  const url = request.url;
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}
