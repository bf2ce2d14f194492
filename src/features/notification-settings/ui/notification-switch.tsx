import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import { Switch } from '@/shared/ui/switch';
import type { PushPermission } from '../api';

export interface NotificationSwitchProps {
  /** The browser's notification permission. */
  permission: PushPermission;
  /** Push is registered on this browser. */
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
  /** Registering or unregistering. */
  busy?: boolean;
  /**
   * When the permission is denied: `hide` (the /fetch screen) renders nothing; `explain` (settings)
   * keeps the switch, off, with the reason under it (pressing it lets the model open its sheet).
   */
  whenDenied?: 'hide' | 'explain';
  /** Visible label; defaults to the scan-done notification. */
  label?: string;
  className?: string;
}

/** The push-notification switch with its permission state: default, granted or denied. */
export function NotificationSwitch({
  permission,
  checked,
  onCheckedChange,
  busy = false,
  whenDenied = 'hide',
  label,
  className,
}: NotificationSwitchProps) {
  const { t } = useTranslation('marketing');
  const denied = permission === 'denied';
  if (denied && whenDenied === 'hide') return null;
  return (
    <div
      data-slot="notification-switch"
      data-permission={permission}
      className={cn(
        'flex items-start gap-4 rounded-card border border-border bg-surface p-4',
        denied && 'border-warning bg-warning-soft',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-pill',
          denied ? 'bg-surface text-action-later' : 'bg-brand-soft text-brand',
        )}
      >
        <Icon name={denied ? 'bell-off' : 'bell'} />
      </span>
      <Switch
        className="min-w-0 flex-1"
        label={label ?? t('notify_label')}
        description={t(`notify_${permission}_hint`)}
        checked={denied ? false : checked}
        busy={busy}
        onCheckedChange={onCheckedChange}
      />
    </div>
  );
}
