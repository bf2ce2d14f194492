import { describe, expect, it } from 'vitest';
import { ChunkPlan } from '../scanner';

const uids = (n: number) => Array.from({ length: n }, (_, i) => n - i);

/**
 * Gives out every chunk, each arriving `msPerMail` × its size after it was sent (the first one also
 * `firstDelayMs` later: the round trip and the server's start on the folder); returns the sizes.
 */
function sizes(total: number, first: number, max: number, msPerMail: number, firstDelayMs = 0): number[] {
  let clock = 0;
  const plan = new ChunkPlan(uids(total), first, max, () => clock);
  const out: number[] = [];
  for (let chunk = plan.next(); chunk; chunk = plan.next()) {
    clock += chunk.length * msPerMail + (out.length === 0 ? firstDelayMs : 0);
    out.push(chunk.length);
    plan.arrived(chunk.length);
  }
  return out;
}

describe('ChunkPlan', () => {
  it('gives out every UID once, newest first, in order', () => {
    const all = uids(12_345);
    const plan = new ChunkPlan(all, 100, 20_000, () => 0);
    const seen: number[] = [];
    for (let chunk = plan.next(); chunk; chunk = plan.next()) {
      seen.push(...chunk);
      plan.arrived(chunk.length);
    }
    expect(seen).toEqual(all);
    expect(plan.done).toBe(true);
    expect(plan.next()).toBeNull();
  });

  it('on a fast server grows tenfold from the first chunk up to the largest', () => {
    // 30,000 mails a second: a second's worth is above the cap.
    expect(sizes(100_000, 100, 20_000, 1 / 30)).toEqual([
      100, 1000, 10_000, 20_000, 20_000, 20_000, 20_000, 8900,
    ]);
  });

  it('does not hold a slow first chunk against a fast server', () => {
    // Dovecot on a 100,000-mail Maildir: ~250 ms before the first 100 mails (its UID list read), then
    // 30,000 mails a second. Measured from the start, the rate would keep the next chunks small.
    expect(sizes(100_000, 100, 20_000, 1 / 30, 250)).toEqual([
      100, 1000, 10_000, 20_000, 20_000, 20_000, 20_000, 8900,
    ]);
  });

  it('on a slow server keeps each chunk to about a second of its delivery', () => {
    // 2,000 mails a second: after the first chunks, about 2,000 a chunk, so progress moves every second.
    const got = sizes(20_000, 100, 20_000, 1 / 2);
    expect(got.slice(0, 2)).toEqual([100, 1000]);
    for (const size of got.slice(2, -1)) expect(size).toBe(2000);
    expect(got.reduce((a, b) => a + b, 0)).toBe(20_000);
  });

  it('never goes below ten first chunks after the first, even on a very slow server', () => {
    // 10 mails a second: a second's worth is 10, but the first chunk's rate is mostly the round trip.
    const got = sizes(10_000, 50, 5000, 100);
    expect(got[0]).toBe(50);
    for (const size of got.slice(1, -1)) expect(size).toBe(500);
    expect(got.reduce((a, b) => a + b, 0)).toBe(10_000);
  });
});
