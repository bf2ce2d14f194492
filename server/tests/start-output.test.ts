import { describe, expect, it } from 'vitest';
import { formatLogLine } from '../lib/log-format';
import { startSummary } from '../lib/start-summary';

describe('npm start output (first run)', () => {
  it('summarises where the app is, its database, mail and docs, without the SMTP credentials', () => {
    const summary = startSummary({
      config: {
        publicUrl: 'http://localhost:8080',
        dataDir: '/repo/.data',
        smtpUrl: undefined,
        logLevel: 'info',
      },
      databaseKind: 'pglite',
      cwd: '/repo',
    });
    expect(summary.split('\n')[0]).toBe('Tidy Fox is running at http://localhost:8080/');
    expect(summary).toContain('database: pglite (embedded, in .data)');
    expect(summary).toContain('dev outbox .data/outbox');
    expect(summary).toContain('API docs: http://localhost:8080/api/docs');
    expect(summary.split('\n').length).toBeLessThanOrEqual(8);

    const smtp = startSummary({
      config: {
        publicUrl: 'https://x.test',
        dataDir: '/d',
        smtpUrl: 'smtp://me:s3cret@smtp.x.test:587',
        logLevel: 'info',
      },
      databaseKind: 'postgres',
    });
    expect(smtp).toContain('SMTP smtp.x.test:587');
    expect(smtp).not.toContain('s3cret');
  });

  it('turns a JSON log line into one short line', () => {
    const time = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(formatLogLine(JSON.stringify({ level: 30, time, msg: 'GET /en-gb/ 200 4 ms' }))).toBe(
      '03:04:05 INFO  GET /en-gb/ 200 4 ms',
    );
    expect(
      formatLogLine(
        JSON.stringify({
          level: 50,
          time,
          msg: 'request failed',
          err: { type: 'TypeError', message: 'x is undefined' },
        }),
      ),
    ).toBe('03:04:05 ERROR request failed TypeError: x is undefined');
    expect(formatLogLine('not json')).toBe('not json');
  });
});
