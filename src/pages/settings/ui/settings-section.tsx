import { type ReactNode, useId } from 'react';
import { cn } from '@/shared/lib/cn';

export interface SettingsSectionProps {
  title: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card of settings rows. */
export function SettingsSection({ title, children, className }: SettingsSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-slot="settings-section"
      className={cn(
        'flex flex-col gap-1 rounded-sheet border border-border bg-surface p-2 shadow-sm',
        className,
      )}
    >
      <h2 id={id} className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-text-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}
