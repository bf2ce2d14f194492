import type { SenderRowLayout } from '@/entities/subscription/ui/sender-row';
import { BREAKPOINTS } from '@/shared/config/constants';

export interface SenderListLayout {
  /** Rows: compact below 500 px, desktop otherwise (spec §2 "mobile-small layout"). */
  row: SenderRowLayout;
  /** The list header (column labels) from 1100 px. */
  header: boolean;
  /** Two columns from 1400 px, or above 1100 px when a spam column exists. */
  columns: 1 | 2;
}

/** Spec §2 desktop list layout, from the window width and whether a spam column exists. */
export function senderListLayout(width: number, hasSpamColumn: boolean): SenderListLayout {
  const twoColumns = width >= BREAKPOINTS.twoColumns || (hasSpamColumn && width > BREAKPOINTS.listHeader);
  return {
    row: width < BREAKPOINTS.mobileSmall ? 'compact' : 'desktop',
    header: width >= BREAKPOINTS.listHeader,
    columns: twoColumns ? 2 : 1,
  };
}
