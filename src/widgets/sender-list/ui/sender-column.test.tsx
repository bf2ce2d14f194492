// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/entities/subscription/types';

// Counts the sender keys built (the real function underneath).
const keys = vi.hoisted(() => ({ built: 0 }));
vi.mock('@/entities/subscription/lib', async (actual) => {
  const lib = await actual<typeof import('@/entities/subscription/lib')>();
  return {
    ...lib,
    senderKey: (item: Parameters<typeof lib.senderKey>[0]) => {
      keys.built += 1;
      return lib.senderKey(item);
    },
  };
});

const { SenderColumn } = await import('./sender-column');

function senders(count: number, email = 'me@example.com'): Subscription[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Sender ${index}`,
    sender: `news${index}@sender${index}.example`,
    email,
    count: 1 + index,
    openRate: 10,
    notSeen: false,
    spoumConfidence: 0.05,
    type: 'subscriptions' as const,
    unsubscribeMethod: 'one-click' as const,
  })) as Subscription[];
}

let root: Root | null = null;
let container: HTMLElement;
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom lays nothing out: the scroller is given a height, so that the column shows rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  container = document.createElement('div');
  document.body.append(container);
  keys.built = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = undefined;
});

function render(items: readonly Subscription[]) {
  const element = (
    <SenderColumn
      items={items}
      label="Senders"
      rowLayout="desktop"
      variant="cleaning"
      header={false}
      lanes={1}
      onCheckedChange={() => undefined}
    />
  );
  act(() => {
    root ??= createRoot(container);
    root.render(element);
  });
}

const rows = () => [...container.querySelectorAll<HTMLElement>('[data-slot="sender-row"]')];

describe('SenderColumn (cleaning rows, fixed heights)', () => {
  it('places 10,000 senders without building a key per sender: only the rows it shows are keyed', () => {
    render(senders(10_000));
    expect(rows().length).toBeGreaterThan(0);
    // Before, every sender's key was built (and hashed) once per placement, twice as the column mounted.
    expect(keys.built).toBeLessThan(100);
  });

  it('does not place every sender again when the list changes but keeps each row with its sender', () => {
    const items = senders(10_000);
    render(items);
    const second = rows().find((row) => row.textContent?.includes('news1@sender1.example'));
    keys.built = 0;
    // The first sender leaves (a decision): the row of the second one is the same element, now first.
    render(items.slice(1));
    expect(keys.built).toBeLessThan(100);
    expect(rows()[0]).toBe(second);
    expect(rows()[0]?.getAttribute('aria-posinset')).toBe('1');
  });
});
