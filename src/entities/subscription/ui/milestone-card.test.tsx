// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { MotionConfig } from 'framer-motion';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setupI18n } from '@/shared/i18n/i18n';
import { MilestoneCard } from './milestone-card';

/** Web Animations started on the card's pieces (jsdom has none): element, keyframes, timing. */
let started: {
  element: Element;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  cancel: () => void;
}[];

beforeAll(async () => {
  await setupI18n('en-gb');
});

beforeEach(() => {
  started = [];
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  HTMLElement.prototype.animate = function animate(keyframes, options) {
    const entry = {
      element: this,
      keyframes: keyframes as Keyframe[],
      options: options as KeyframeAnimationOptions,
      cancel: vi.fn(),
    };
    started.push(entry);
    return { cancel: entry.cancel } as unknown as Animation;
  };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const card = (active: boolean, reduce = false) => (
  <I18nextProvider i18n={i18n}>
    <MotionConfig reducedMotion={reduce ? 'always' : 'never'}>
      <MilestoneCard milestone={1} active={active} />
    </MotionConfig>
  </I18nextProvider>
);
const celebration = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="milestone-celebration"]');
/** The frame that shows the card on top is painted: its frame callback, then the task after it. */
const paint = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });

describe('MilestoneCard', () => {
  it('waits under the top card, its pieces hidden', () => {
    const { container } = render(card(false));
    paint();
    expect(celebration(container)).toHaveAttribute('data-state', 'hidden');
    const confetti = celebration(container)?.children[3] as HTMLElement;
    expect(confetti.style.opacity).toBe('0');
    expect(confetti.style.transform).toBe('scale(0.2)');
    expect(started).toEqual([]);
  });

  it('starts the celebration once the frame that brought the card on top is painted, on the compositor', () => {
    const { container, rerender } = render(card(false));
    rerender(card(true));
    // The key's frame: the card is on top, nothing started yet.
    expect(celebration(container)).toHaveAttribute('data-state', 'hidden');
    expect(started).toEqual([]);
    paint();
    expect(celebration(container)).toHaveAttribute('data-state', 'shown');
    // Two rings, the medal, seven confetti: each from its hidden pose to its place, one after the other.
    expect(started).toHaveLength(10);
    const confetti = started[3];
    expect(confetti?.keyframes).toEqual([
      { transform: 'translate(0px, 0px) scale(0.2) rotate(0deg)', opacity: 0 },
      { transform: 'translate(-92px, -56px) scale(1) rotate(-24deg)', opacity: 1 },
    ]);
    expect(confetti?.options).toMatchObject({ delay: 200, fill: 'backwards' });
    expect(String(confetti?.options.easing)).toMatch(/^linear\(0, /);
    expect(started.map((entry) => entry.options.delay)).toEqual([
      0, 80, 100, 200, 250, 300, 350, 400, 450, 500,
    ]);
    // At rest the pieces are in place (the animations only carry them there).
    expect((confetti?.element as HTMLElement | undefined)?.style.transform).toBe(
      'translate(-92px, -56px) rotate(-24deg)',
    );
    expect((started[2]?.element as HTMLElement | undefined)?.style.transform).toBe('none');
  });

  it('stops and hides again when the card leaves the top', () => {
    const { container, rerender } = render(card(true));
    paint();
    expect(started).toHaveLength(10);
    rerender(card(false));
    expect(celebration(container)).toHaveAttribute('data-state', 'hidden');
    for (const entry of started) expect(entry.cancel).toHaveBeenCalled();
  });

  it('shows the pieces in place at once under reduced motion, with no animation', () => {
    const { container } = render(card(false, true));
    expect(celebration(container)).toHaveAttribute('data-state', 'shown');
    paint();
    expect(started).toEqual([]);
  });
});
