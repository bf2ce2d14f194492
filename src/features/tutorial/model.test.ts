import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $discoveryMode } from '@/entities/subscription/model';
import { KEY_CODES } from '@/shared/config/constants';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { storageRestoreRequested } from '@/shared/lib/storage/model';
import {
  $tutorialOpen,
  $tutorialStep,
  tutorialBackClicked,
  tutorialKeyPressed,
  tutorialNextClicked,
  tutorialOpened,
  tutorialSkipped,
  tutorialSwiped,
} from './model';

function setup(stored: Record<string, string> = {}, discovery = false) {
  const memory = createMemoryStorage({ local: stored });
  const scope = fork({ handlers: memory.handlers, values: [[$discoveryMode, discovery]] });
  return { scope, memory };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('tutorial steps: unsubscribes, delete, later, keep, spams, end (fetch variant: …keep, spams, later, end)', () => {
  it('walks the cleaning-screen order, advancing only on the matching swipe', async () => {
    const { scope, memory } = setup();
    await allSettled(tutorialOpened, { scope, params: { variant: 'newsletters' } });
    expect(scope.getState($tutorialStep)).toBe('unsubscribes');
    await allSettled(tutorialSwiped, { scope, params: 'keep' });
    expect(scope.getState($tutorialStep)).toBe('unsubscribes');
    await allSettled(tutorialSwiped, { scope, params: 'unsubscribes' });
    expect(scope.getState($tutorialStep)).toBe('delete');
    await allSettled(tutorialKeyPressed, { scope, params: KEY_CODES.up });
    expect(scope.getState($tutorialStep)).toBe('later');
    await allSettled(tutorialKeyPressed, { scope, params: KEY_CODES.down });
    expect(scope.getState($tutorialStep)).toBe('keep');
    await allSettled(tutorialSwiped, { scope, params: 'keep' });
    expect(scope.getState($tutorialStep)).toBe('spams');
    await allSettled(tutorialSwiped, { scope, params: 'later' });
    expect(scope.getState($tutorialStep)).toBe('spams');
    await allSettled(tutorialNextClicked, { scope });
    expect(scope.getState($tutorialStep)).toBe('end');
    await allSettled(tutorialNextClicked, { scope });
    expect(scope.getState($tutorialOpen)).toBe(false);
    expect(memory.local.get('tutorialSeen')).toBe('true');
  });
  it('walks the fetch-screen order', async () => {
    const { scope } = setup();
    await allSettled(tutorialOpened, { scope, params: { variant: 'fetch' } });
    const seen: string[] = [scope.getState($tutorialStep)];
    for (const action of ['unsubscribes', 'delete', 'keep'] as const) {
      await allSettled(tutorialSwiped, { scope, params: action });
      seen.push(scope.getState($tutorialStep));
    }
    await allSettled(tutorialNextClicked, { scope });
    seen.push(scope.getState($tutorialStep));
    await allSettled(tutorialSwiped, { scope, params: 'later' });
    seen.push(scope.getState($tutorialStep));
    expect(seen).toEqual(['unsubscribes', 'delete', 'keep', 'spams', 'later', 'end']);
  });
});

describe('tutorial back goes from spams to keep to later to delete to unsubscribes', () => {
  it('steps back', async () => {
    const { scope } = setup();
    await allSettled(tutorialOpened, { scope, params: { variant: 'newsletters' } });
    for (const action of ['unsubscribes', 'delete', 'later', 'keep'] as const) {
      await allSettled(tutorialSwiped, { scope, params: action });
    }
    const back: string[] = [scope.getState($tutorialStep)];
    for (let i = 0; i < 5; i += 1) {
      await allSettled(tutorialBackClicked, { scope });
      back.push(scope.getState($tutorialStep));
    }
    expect(back).toEqual(['spams', 'keep', 'later', 'delete', 'unsubscribes', 'unsubscribes']);
  });
});

describe('tutorial skip closes it at any point; closing stores a seen flag; seen is not shown again', () => {
  it('skips and stays closed next time', async () => {
    const { scope, memory } = setup();
    await allSettled(tutorialOpened, { scope, params: { variant: 'newsletters' } });
    await allSettled(tutorialSwiped, { scope, params: 'unsubscribes' });
    await allSettled(tutorialSkipped, { scope });
    expect(scope.getState($tutorialOpen)).toBe(false);
    expect(memory.local.get('tutorialSeen')).toBe('true');
    await allSettled(tutorialOpened, { scope, params: { variant: 'newsletters' } });
    expect(scope.getState($tutorialOpen)).toBe(false);
  });
  it('a stored seen flag keeps it closed', async () => {
    const { scope } = setup({ tutorialSeen: 'true' });
    await allSettled(storageRestoreRequested, { scope });
    await allSettled(tutorialOpened, { scope, params: { variant: 'fetch' } });
    expect(scope.getState($tutorialOpen)).toBe(false);
  });
});

describe('in discovery mode, keep closes the tutorial directly', () => {
  it('closes on keep at the keep step', async () => {
    const { scope } = setup({}, true);
    await allSettled(tutorialOpened, { scope, params: { variant: 'fetch' } });
    await allSettled(tutorialSwiped, { scope, params: 'unsubscribes' });
    await allSettled(tutorialSwiped, { scope, params: 'delete' });
    expect(scope.getState($tutorialStep)).toBe('keep');
    await allSettled(tutorialSwiped, { scope, params: 'keep' });
    expect(scope.getState($tutorialOpen)).toBe(false);
  });
});
