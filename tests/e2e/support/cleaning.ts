import type { Page, Request } from '@playwright/test';

/** The batching window the cleaning tests set (remote config action_delay_seconds): one request per kind. */
export const BATCH_WINDOW_S = 10;

/** The action calls of product §7, by kind. */
export const ACTION_PATHS = ['block', 'delete', 'keep', 'postpone'] as const;
export type ActionPath = (typeof ACTION_PATHS)[number];

export interface ActionCall {
  kind: ActionPath;
  senders: string[];
}

/** Records every action batch the page sends (the real requests, observed on the network). */
export function recordActionCalls(page: Page): ActionCall[] {
  const calls: ActionCall[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST') return;
    const match = /\/api\/v3\/subscriptions\/(block|delete|keep|postpone)\b/.exec(request.url());
    if (!match) return;
    const body = request.postDataJSON() as { subscriptions: { sender: string }[] };
    calls.push({ kind: match[1] as ActionPath, senders: body.subscriptions.map((item) => item.sender) });
  });
  return calls;
}

/** The deck's top card. */
export const topCard = (page: Page) =>
  page.locator('[data-slot="swipe-deck-card"][data-top="true"] [data-slot="sender-card"]');

/** The top card's sender address (its first isolated text). */
export const topSender = async (page: Page) =>
  (await topCard(page).locator('bdi').first().textContent())?.trim() ?? '';
