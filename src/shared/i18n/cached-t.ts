import type { i18n as I18n } from 'i18next';

/**
 * A cache in front of the `t` functions i18next hands out (`getFixedT`, which react-i18next's
 * `useTranslation` uses). i18next resolves every call from scratch: it copies its whole options
 * object, walks the language and namespace fallbacks, picks the plural form and interpolates, about
 * 11–51 µs a call in Node, and a sender card or row makes about fifteen calls. The same call gives
 * the same string until the language or the loaded texts change, so the answers are kept, and all
 * forgotten when i18next says either changed.
 *
 * Only calls whose options are plain values (count, name, rate…) are cached; anything else (objects,
 * arrays, functions, `returnObjects`) goes to i18next untouched, as do answers that are not strings.
 */

/** Answers kept before the memory starts again (each sender's name makes a few entries). */
export const CACHE_LIMIT = 5_000;

/** A fixed `t` as i18next makes it: a function carrying what it was made for. */
type FixedT = ((...call: unknown[]) => unknown) & {
  lng?: string;
  lngs?: readonly string[];
  ns?: unknown;
  keyPrefix?: unknown;
};

/** The cache key of a call, or null when the call is not cacheable. */
function callKey(key: unknown, options: unknown, rest: readonly unknown[]): string | null {
  if (typeof key !== 'string' || rest.length > 0) return null;
  if (options === undefined) return key;
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return null;
  let id = key;
  for (const [name, value] of Object.entries(options as Record<string, unknown>)) {
    if (name === 'returnObjects') return null;
    const kind = typeof value;
    if (
      value !== null &&
      kind !== 'string' &&
      kind !== 'number' &&
      kind !== 'boolean' &&
      kind !== 'undefined'
    )
      return null;
    // Typed, so that 1 and '1' (or null and 'null') stay apart.
    id += `\u0000${name}\u0001${kind}\u0001${String(value)}`;
  }
  return id;
}

/** What a fixed `t` was made for, as part of its calls' cache keys. */
function scopeOf(args: readonly unknown[]): string | null {
  const [lng, ns, keyPrefix, fixedOptions] = args;
  const scope = [lng, ns, keyPrefix, (fixedOptions as { scopeNs?: unknown } | undefined)?.scopeNs];
  const plain = (value: unknown) =>
    value == null ||
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'));
  if (!scope.every(plain)) return null;
  return scope.map((value) => (Array.isArray(value) ? value.join(',') : (value ?? ''))).join('\u0002');
}

/**
 * Makes every `t` of `instance` from now on share one memory of answers (see above): every sender
 * row and card gets its own `t` from react-i18next, and they ask the same questions.
 */
export function cacheTranslations(instance: I18n): void {
  let answers = new Map<string, string>();
  const forget = () => {
    answers = new Map();
  };
  // Texts arriving from the backend are added to the store too ('added').
  instance.on('languageChanged', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);

  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((...args: unknown[]) => {
    const fixed = getFixedT(...args);
    const scope = scopeOf(args);
    // A `t` that follows the current language (no lng given) is keyed on the language of each call.
    const cached = (key: unknown, options?: unknown, ...rest: unknown[]) => {
      const call = scope === null ? null : callKey(key, options, rest);
      if (call === null) return fixed(key, options, ...rest);
      const id = `${args[0] == null ? instance.language : ''}\u0002${scope}\u0003${call}`;
      const known = answers.get(id);
      if (known !== undefined) return known;
      const answer = fixed(key, options);
      if (typeof answer === 'string') {
        if (answers.size >= CACHE_LIMIT) answers.clear();
        answers.set(id, answer);
      }
      return answer;
    };
    // What i18next and react-i18next read from a fixed `t`.
    return Object.assign(cached, {
      lng: fixed.lng,
      lngs: fixed.lngs,
      ns: fixed.ns,
      keyPrefix: fixed.keyPrefix,
    });
  }) as unknown as I18n['getFixedT'];
}
