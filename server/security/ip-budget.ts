/**
 * One request budget per client IP shared by several routes (fixed window): the auth routes draw from
 * the same budget, so spreading guesses over login, lookup, magic link and consent calls gains nothing.
 */
export interface IpBudget {
  /** Counts one request of `ip`: ok, or the seconds until the window reopens. */
  take(ip: string): { ok: true } | { ok: false; retryAfterSeconds: number };
}

export function createIpBudget(options: {
  max: number;
  windowMs: number;
  /** Clients remembered at most (oldest forgotten first): bounded memory under a flood of addresses. */
  maxClients?: number;
  now?: () => number;
}): IpBudget {
  const now = options.now ?? Date.now;
  const maxClients = options.maxClients ?? 50_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    take(ip) {
      const at = now();
      let entry = windows.get(ip);
      if (!entry || entry.resetAt <= at) {
        windows.delete(ip);
        entry = { count: 0, resetAt: at + options.windowMs };
        windows.set(ip, entry);
        if (windows.size > maxClients) windows.delete(windows.keys().next().value as string);
      }
      entry.count += 1;
      if (entry.count <= options.max) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - at) / 1000)) };
    },
  };
}
