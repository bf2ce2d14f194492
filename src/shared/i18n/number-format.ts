/**
 * The `number` format of the translations (`{{count, number}}`), with one Intl.NumberFormat per locale
 * and options. i18next's own cache keys its formatters on every value of the `t` call (the count, the
 * name…), so it built a new Intl.NumberFormat for almost every string: the biggest cost of drawing a
 * sender card. The result is the same: Intl.NumberFormat reads only the options named below.
 */
const NUMBER_FORMAT_OPTIONS = [
  'localeMatcher',
  'style',
  'currency',
  'currencyDisplay',
  'currencySign',
  'unit',
  'unitDisplay',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'roundingPriority',
  'roundingIncrement',
  'roundingMode',
  'trailingZeroDisplay',
  'notation',
  'compactDisplay',
  'useGrouping',
  'signDisplay',
  'numberingSystem',
] as const;

const formats = new Map<string, Intl.NumberFormat>();

/** Formats `value` like i18next's built-in `number` format does (`lng` as i18next passes it). */
export function formatNumber(
  value: unknown,
  lng: string | undefined,
  options?: Record<string, unknown>,
): string {
  const picked: Record<string, unknown> = {};
  for (const name of NUMBER_FORMAT_OPTIONS) {
    if (options?.[name] !== undefined) picked[name] = options[name];
  }
  const locale = lng?.replace(/_/g, '-');
  const key = `${locale ?? ''}\u0000${JSON.stringify(picked)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, picked as Intl.NumberFormatOptions);
    formats.set(key, format);
  }
  return format.format(value as number);
}
