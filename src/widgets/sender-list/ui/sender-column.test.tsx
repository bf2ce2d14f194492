// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/entities/subscription/types';
import { stubClientHeight } from '@/shared/test/layout';
import { renderInPlace } from '@/shared/test/render-in-place';

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

const { show, container } = renderInPlace();
let restoreClientHeight = () => {};

beforeEach(() => {
  // The scroller is given a height, so that the column shows rows.
  restoreClientHeight = stubClientHeight(400);
  keys.built = 0;
});

afterEach(() => {
  restoreClientHeight();
});

function showColumn(items: readonly Subscription[]) {
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
  show(element);
}

const rows = () => [...container().querySelectorAll<HTMLElement>('[data-slot="sender-row"]')];

describe('SenderColumn (cleaning rows, fixed heights)', () => {
  it('places 10,000 senders without building a key per sender: only the rows it shows are keyed', () => {
    showColumn(senders(10_000));
    expect(rows().length).toBeGreaterThan(0);
    // Before, every sender's key was built (and hashed) once per placement, twice as the column mounted.
    expect(keys.built).toBeLessThan(100);
  });

  it('does not place every sender again when the list changes but keeps each row with its sender', () => {
    const items = senders(10_000);
    showColumn(items);
    const second = rows().find((row) => row.textContent?.includes('news1@sender1.example'));
    keys.built = 0;
    // The first sender leaves (a decision): the row of the second one is the same element, now first.
    showColumn(items.slice(1));
    expect(keys.built).toBeLessThan(100);
    expect(rows()[0]).toBe(second);
    expect(rows()[0]?.getAttribute('aria-posinset')).toBe('1');
  });
});
