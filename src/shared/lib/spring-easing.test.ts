import { describe, expect, it } from 'vitest';
import { springTiming } from './spring-easing';

const pointsOf = (easing: string) =>
  easing
    .replace(/^linear\(|\)$/g, '')
    .split(', ')
    .map(Number);

describe('springTiming', () => {
  it('goes from 0 to 1, overshooting as an underdamped spring does', () => {
    // framer-motion's spring of the milestone medal: damping ratio 14 / (2 √320) ≈ 0.39.
    const { duration, easing } = springTiming({ stiffness: 320, damping: 14 });
    const points = pointsOf(easing);
    expect(points[0]).toBe(0);
    expect(points.at(-1)).toBe(1);
    // Overshoot of a 0.39 damping ratio: e^(−ζπ / √(1 − ζ²)) ≈ 26 %.
    expect(Math.max(...points)).toBeGreaterThan(1.2);
    expect(Math.max(...points)).toBeLessThan(1.3);
    // It settles within 0.1 % in about ln(1000) / (ζ ω₀) ≈ 1 s.
    expect(duration).toBeGreaterThan(700);
    expect(duration).toBeLessThan(1300);
  });

  it('never overshoots when critically damped, and rises monotonically', () => {
    const { easing } = springTiming({ stiffness: 100, damping: 20 });
    const points = pointsOf(easing);
    expect(Math.max(...points)).toBeLessThanOrEqual(1);
    for (let index = 1; index < points.length; index += 1) {
      expect(points[index]).toBeGreaterThanOrEqual(points[index - 1] ?? 0);
    }
  });

  it('is slower for a heavier mass', () => {
    const light = springTiming({ stiffness: 220, damping: 15 });
    const heavy = springTiming({ stiffness: 220, damping: 15, mass: 4 });
    expect(heavy.duration).toBeGreaterThan(light.duration);
  });
});
