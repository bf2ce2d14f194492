import { STACK_OFFSET_PX, STACK_SCALE_STEP } from './swipe-deck-card';

export interface DeckSkeletonProps {
  /** Read by assistive technology ("Loading…"). */
  label: string;
}

/** The deck while its cards load: a stack of placeholder cards. */
export function DeckSkeleton({ label }: DeckSkeletonProps) {
  return (
    <div data-slot="deck-skeleton" className="absolute inset-0">
      <span className="sr-only">{label}</span>
      {[2, 1, 0].map((depth) => (
        <div
          key={depth}
          aria-hidden="true"
          className="absolute inset-x-0 top-0 bottom-8 flex origin-bottom flex-col items-center gap-4 rounded-card bg-surface p-6 pt-14 shadow-card ring-1 ring-border"
          style={{
            transform: `translateY(${depth * STACK_OFFSET_PX}px) scale(${1 - depth * STACK_SCALE_STEP})`,
          }}
        >
          {depth === 0 && (
            <>
              <span className="size-20 animate-pulse rounded-pill bg-surface-sunken" />
              <span className="h-6 w-2/3 animate-pulse rounded-pill bg-surface-sunken" />
              <span className="h-4 w-1/2 animate-pulse rounded-pill bg-surface-sunken" />
              <span className="mt-auto grid w-full grid-cols-2 gap-3">
                <span className="h-20 animate-pulse rounded-lg bg-surface-muted" />
                <span className="h-20 animate-pulse rounded-lg bg-surface-muted" />
              </span>
            </>
          )}
        </div>
      ))}
    </div>
  );
}
