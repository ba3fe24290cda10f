/**
 * Every route of an app as Fastify's own route table lists it (printRoutes, one line per path
 * segment, nested by indentation), so a route registered anywhere is seen, whichever plugin
 * registered it. HEAD twins of GET routes are left out.
 */
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

const LINE_RE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/;

export function routeTable(app: FastifyInstance): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE_RE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const url = (depth > 0 ? stack[depth - 1]! : '').replace(/\/$/, '') + match[2]!;
    stack.push(url);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}
