import QRCode from 'qrcode';
import type { UserStats } from '@/shared/api/contract';
import { i18n } from '@/shared/i18n/i18n';
import { formatSizeKo } from '@/shared/lib/format-size';
import { ROUTES } from '@/shared/lib/router/routes';

/** The statistics image: a square PNG (spec §7: generated on the client). */
export const SHARE_IMAGE_SIZE = 1080;
/** Spec §9 export file names: the stats image. */
export const SHARE_IMAGE_FILE_NAME = 'tidy-fox-stats.png';

export interface ShareImageInput {
  stats: UserStats | null;
  partnerCode: string;
  /** The page origin the QR code's link starts with. */
  origin: string;
  locale: string;
  t: (key: string, values?: Record<string, unknown>) => string;
}

/** The link the QR code holds: the save-the-planet page with the user's code. */
export function shareImageLink(origin: string, partnerCode: string): string {
  return `${origin}${ROUTES.saveThePlanet}?partnerCode=${encodeURIComponent(partnerCode)}`;
}

/** The figures written on the image, in order (label key, formatted value). */
export function shareImageFigures(stats: UserStats | null, locale: string): [string, string][] {
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const s = stats ?? {
    autoDeletedNewsletters: 0,
    deletedMails: 0,
    storageSavedInKo: 0,
    treatedNewsletters: 0,
    remainsMailsToTreat: 0,
  };
  return [
    ['marketing:stat_deletedMails', count(s.deletedMails)],
    ['marketing:stat_treatedNewsletters', count(s.treatedNewsletters)],
    ['marketing:stat_autoDeletedNewsletters', count(s.autoDeletedNewsletters)],
    ['marketing:stat_spaceSaved', formatSizeKo(s.storageSavedInKo, locale)],
  ];
}

/** The design tokens the image is painted with (read from the stylesheet, see `readImageColors`). */
export interface ShareImageColors {
  brand: string;
  brandHover: string;
  brandForeground: string;
  surface: string;
  text: string;
  textMuted: string;
}

/** Token classes of each colour: the stylesheet's values are read through a hidden probe element. */
const COLOR_CLASSES: Record<keyof ShareImageColors, string> = {
  brand: 'text-brand',
  brandHover: 'text-brand-hover',
  brandForeground: 'text-brand-foreground',
  surface: 'text-surface',
  text: 'text-text',
  textMuted: 'text-text-muted',
};

/** Reads the colour tokens from the app's stylesheet (one probe element, removed at once). */
export function readImageColors(doc: Document = document): ShareImageColors {
  const probe = doc.createElement('span');
  probe.hidden = true;
  doc.body.append(probe);
  const colors = Object.fromEntries(
    Object.entries(COLOR_CLASSES).map(([name, className]) => {
      probe.className = className;
      return [name, getComputedStyle(probe).color];
    }),
  ) as unknown as ShareImageColors;
  probe.remove();
  return colors;
}

const font = (weight: number, px: number) => `${weight} ${px}px ${IMAGE_FONT_FAMILY}`;
const IMAGE_FONT_FAMILY = '"Inter Variable", Inter, "Noto Sans Arabic", system-ui, sans-serif';
/** Every font the image uses: loaded before drawing, so every image is drawn with the same glyphs. */
const IMAGE_FONTS = [font(500, 26), font(600, 34), font(700, 44), font(800, 76)];

/** Draws the image on a 2D context of SHARE_IMAGE_SIZE × SHARE_IMAGE_SIZE. */
export function drawShareImage(
  ctx: CanvasRenderingContext2D,
  input: ShareImageInput,
  colors: ShareImageColors,
): void {
  const size = SHARE_IMAGE_SIZE;
  const rtl = i18n.dir(input.locale) === 'rtl';
  ctx.direction = rtl ? 'rtl' : 'ltr';
  const font = (weight: number, px: number) =>
    `${weight} ${px}px Inter, "Noto Sans Arabic", system-ui, sans-serif`;
  const start = rtl ? size - 80 : 80;
  ctx.textAlign = 'start';

  // Background: the brand colour with a soft card.
  ctx.fillStyle = colors.brand;
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = colors.brandHover;
  ctx.beginPath();
  ctx.arc(rtl ? 80 : size - 80, 80, 260, 0, Math.PI * 2);
  ctx.fill();

  ctx.fillStyle = colors.brandForeground;
  ctx.textBaseline = 'alphabetic';
  ctx.font = font(700, 44);
  ctx.fillText(input.t('common:app_name'), start, 130);
  ctx.font = font(600, 34);
  ctx.fillText(input.t('account:share_image_title'), start, 190, size - 160);

  // Figures: two columns of two.
  const figures = shareImageFigures(input.stats, input.locale);
  figures.forEach(([label, value], index) => {
    const col = index % 2;
    const row = Math.floor(index / 2);
    const x = rtl ? size - 80 - col * 470 : 80 + col * 470;
    const y = 300 + row * 200;
    ctx.fillStyle = colors.brandForeground;
    ctx.font = font(800, 76);
    ctx.fillText(value, x, y, 430);
    ctx.font = font(500, 28);
    ctx.fillText(input.t(label), x, y + 48, 430);
  });

  // Bottom card: the referral code and the QR code.
  const cardTop = 700;
  ctx.fillStyle = colors.surface;
  ctx.beginPath();
  ctx.roundRect(60, cardTop, size - 120, 320, 32);
  ctx.fill();
  ctx.fillStyle = colors.textMuted;
  ctx.font = font(500, 30);
  const textStart = rtl ? size - 110 : 110;
  ctx.fillText(input.t('marketing:referral_code_label'), textStart, cardTop + 80, 560);
  ctx.fillStyle = colors.text;
  ctx.font = font(800, 72);
  ctx.fillText(input.partnerCode, textStart, cardTop + 170, 560);
  ctx.fillStyle = colors.textMuted;
  ctx.font = font(500, 26);
  ctx.fillText(input.t('account:share_image_scan'), textStart, cardTop + 240, 560);

  const qr = QRCode.create(shareImageLink(input.origin, input.partnerCode), { errorCorrectionLevel: 'M' });
  const qrBox = 260;
  const qrX = rtl ? 100 : size - 100 - qrBox;
  const qrY = cardTop + 30;
  const cell = Math.floor(qrBox / (qr.modules.size + 2));
  const offset = Math.floor((qrBox - cell * qr.modules.size) / 2);
  ctx.fillStyle = colors.text;
  for (let row = 0; row < qr.modules.size; row += 1) {
    for (let col = 0; col < qr.modules.size; col += 1) {
      if (qr.modules.get(row, col))
        ctx.fillRect(qrX + offset + col * cell, qrY + offset + row * cell, cell, cell);
    }
  }
}

/** Renders the statistics image as a PNG file (in the browser: a canvas). */
export async function renderShareImage(input: ShareImageInput): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = SHARE_IMAGE_SIZE;
  canvas.height = SHARE_IMAGE_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas_unavailable');
  if (document.fonts) {
    await Promise.all(IMAGE_FONTS.map((spec) => document.fonts.load(spec).catch(() => [])));
    await document.fonts.ready;
  }
  drawShareImage(ctx, input, readImageColors());
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('image_encoding_failed');
  return new File([blob], SHARE_IMAGE_FILE_NAME, { type: 'image/png' });
}
