import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './button';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'icon'> {
  /** The copied flag of the model: the label changes to the confirmation while it is set. */
  copied: boolean;
  onCopy: () => void;
  label?: string;
  copiedLabel?: string;
}

/** Copy with a confirmation: the label turns into "Copied!" (announced) while `copied` is set. */
export function CopyButton({
  copied,
  onCopy,
  label,
  copiedLabel,
  variant = 'secondary',
  ...props
}: CopyButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <Button
      variant={variant}
      icon={copied ? 'check' : 'copy'}
      data-copied={copied}
      aria-live="polite"
      onClick={onCopy}
      {...props}
    >
      {copied ? (copiedLabel ?? t('copied')) : (label ?? t('copy'))}
    </Button>
  );
}
