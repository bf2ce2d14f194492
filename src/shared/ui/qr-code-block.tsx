import { cva, type VariantProps } from 'class-variance-authority';
import QRCode from 'qrcode';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';

/** Empty modules around the code, as the QR specification asks, so phone cameras find its edges. */
const QUIET_ZONE = 4;

/** The dark modules of `value` as one SVG path (same input, same path: deterministic). */
function qrPath(value: string): { size: number; path: string } | null {
  try {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { size: modules.size + QUIET_ZONE * 2, path: parts.join('') };
  } catch {
    return null;
  }
}

const codeVariants = cva('block shrink-0 rounded-lg bg-surface text-text', {
  variants: {
    size: { sm: 'size-28', md: 'size-36', lg: 'size-48' },
  },
  defaultVariants: { size: 'md' },
});

export interface QRCodeBlockProps extends VariantProps<typeof codeVariants> {
  /** What the code encodes (the instant-app or store link). */
  value: string;
  /** Heading beside the code; defaults to "Get the app". Pass null for none. */
  title?: ReactNode | null;
  /** Text under the heading; defaults to the scan hint. Pass null for none. */
  description?: ReactNode | null;
  /** Accessible name of the code image; defaults to the download label. */
  label?: string;
  /** Under the text, e.g. the store badges. */
  children?: ReactNode;
  className?: string;
}

/**
 * A QR code drawn as SVG from the `qrcode` library's module matrix (no canvas, no randomness: the
 * same value always gives the same pixels), with a heading and hint beside it.
 */
export function QRCodeBlock({
  value,
  title,
  description,
  label,
  size,
  children,
  className,
}: QRCodeBlockProps) {
  const { t } = useTranslation('marketing');
  const code = useMemo(() => qrPath(value), [value]);
  const heading = title === undefined ? t('qr_title') : title;
  const text = description === undefined ? t('qr_text') : description;
  return (
    <div
      data-slot="qr-code-block"
      className={cn(
        'flex flex-col items-center gap-5 rounded-card border border-border bg-surface-muted p-5 text-center sm:flex-row sm:text-start',
        className,
      )}
    >
      <div className="rounded-card bg-surface p-2 shadow-sm">
        {code ? (
          <svg
            viewBox={`0 0 ${code.size} ${code.size}`}
            role="img"
            aria-label={label ?? t('qr_label')}
            data-slot="qr-code"
            shapeRendering="crispEdges"
            className={codeVariants({ size })}
          >
            <path d={code.path} fill="currentColor" />
          </svg>
        ) : (
          <a
            href={value}
            className={cn(
              codeVariants({ size }),
              'flex items-center justify-center break-all p-2 text-xs text-text-link underline',
            )}
          >
            {value}
          </a>
        )}
      </div>
      {(heading || text || children) && (
        <div className="flex min-w-0 flex-col items-center gap-2 sm:items-start">
          {heading && <h3 className="text-lg font-bold text-text">{heading}</h3>}
          {text && <p className="max-w-xs text-sm text-text-muted">{text}</p>}
          {children && <div className="mt-2">{children}</div>}
        </div>
      )}
    </div>
  );
}
