import { Writable } from 'node:stream';

/**
 * `npm start`'s log lines for a person at a terminal: pino's JSON turned into `12:03:04 INFO  message`
 * (with the error's name and message, and the request's method, path and status when present).
 * LOG_FORMAT=json keeps pino's JSON lines for a log collector.
 */
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toISOString().slice(11, 19);
  const level = (LEVELS[Number(entry.level)] ?? 'INFO').padEnd(5);
  const parts = [typeof entry.msg === 'string' ? entry.msg : ''];
  const request = entry.req as { method?: string; url?: string } | undefined;
  if (request?.method) parts.push(`${request.method} ${request.url ?? ''}`);
  const response = entry.res as { statusCode?: number } | undefined;
  if (response?.statusCode) parts.push(String(response.statusCode));
  if (typeof entry.responseTime === 'number') parts.push(`${Math.round(entry.responseTime)} ms`);
  const error = entry.err as { type?: string; message?: string } | undefined;
  if (error?.message) parts.push(`${error.type ?? 'Error'}: ${error.message}`);
  return `${time} ${level} ${parts.filter(Boolean).join(' ')}`;
}

export function compactLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) out.write(`${formatLogLine(line)}\n`);
      done();
    },
  });
}
