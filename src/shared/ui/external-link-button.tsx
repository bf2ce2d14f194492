import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Button, type ButtonProps } from './button';
import { Icon } from './icon';

export interface ExternalLinkButtonProps
  extends Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'className'> {
  href: string;
  children: ReactNode;
  onClick?: () => void;
}

/** A link with a button's look that opens in a new tab (said to screen-reader users). */
export function ExternalLinkButton({ href, children, onClick, className, ...look }: ExternalLinkButtonProps) {
  const { t } = useTranslation('overlays');
  return (
    <Button asChild {...look} className={cn('gap-2', className)}>
      <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <Icon name="external-link" size="sm" />
        <span className="sr-only">({t('opens_in_new_tab')})</span>
      </a>
    </Button>
  );
}
