/**
 * Newsletters that carry no list headers at all, only an unsubscribe link in their body. The scan reads a
 * bounded tail of the newest mail of a sender with no header evidence (where such links live) and looks for
 * a link whose text or address says "unsubscribe" in one of the product's languages.
 */

/** Bytes read from the end of one message. */
export const BODY_TAIL_BYTES = 24 * 1024;

const UNSUBSCRIBE_WORDS =
  /unsubscri|unsub\b|opt[ -]?out|d[ée]sinscri|d[ée]sabonn|abmeld|abbestell|austragen|darse de baja|dar(te)? de baja|cancelar (la )?suscripci|cancelar (a )?(inscri|assinatura)|descadastr|disiscriv|annulla(re)? l.iscrizione|afmeld|uitschrijv|avregistr|avsluta prenumeration|wypisz|odhl[aá]s|leiratkoz|dezabon|отпис|abonelikten [çc]ık|退订|取消订阅|配信停止|購読解除|수신\s?거부|구독\s?취소|إلغاء الاشتراك|ביטול (ה)?מנוי|בטל מנוי|hủy đăng ký|ยกเลิกการสมัคร|berhenti berlangganan/i;

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      const code = joined.charCodeAt(i);
      if (code < 0x80) bytes.push(code);
      else bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes runs of base64 lines (a tail may start mid-part: the run is cut to whole 4-char groups). */
function decodeBase64Runs(text: string): string {
  const out: string[] = [];
  for (const run of text.matchAll(/(?:^[A-Za-z0-9+/]{16,}={0,2}\r?\n){2,}/gm)) {
    const lines = run[0].split(/\r?\n/).filter(Boolean);
    // A tail starts mid-line: a first line shorter than the next is not aligned to 4-char groups.
    if (lines.length > 1 && lines[0]!.length !== lines[1]!.length) lines.shift();
    const compact = lines.join('');
    const whole = compact.slice(0, compact.length - (compact.length % 4));
    out.push(Buffer.from(whole, 'base64').toString('utf8'));
  }
  return out.join('\n');
}

const LINK = /https?:\/\/[^\s<>"')\]]+/g;
/** A link with up to 120 characters of its line before it, or of the line above when it starts a line. */
const LINK_WITH_CONTEXT = /([^\n]{0,120}(?:\r?\n)?[ \t>]*)(https?:\/\/[^\s<>"')\]]+)$/;
const CONTEXT_WINDOW = 400;

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/gi, '&')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, n: string) => String.fromCodePoint(Number.parseInt(n, 16)));

const visible = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The unsubscribe link of a message tail (raw bytes as latin1 or utf-8 text), or null. */
export function findBodyUnsubscribeLink(raw: string): string | null {
  // Decoded forms first (an encoded href still looks like a link in the raw text, with =3D in it).
  const qp = /=\r?\n|=3D/i.test(raw) ? [decodeQuotedPrintable(raw)] : [];
  const texts = [...qp, decodeBase64Runs(raw), raw];
  for (const text of texts) {
    // HTML anchors: the last one whose text or address says unsubscribe (footers come last).
    let found: string | null = null;
    for (const m of text.matchAll(
      /<a\b[^>]*?\bhref\s*=\s*(["'])(https?:\/\/[^"'\s<>]+)\1[^>]*>([\s\S]{0,300}?)<\/a>/gi,
    )) {
      const href = decodeEntities(m[2]!);
      if (UNSUBSCRIBE_WORDS.test(visible(m[3]!)) || UNSUBSCRIBE_WORDS.test(href)) found = href;
    }
    if (found) return found.slice(0, 2000);
    // Plain text: a link on the same line as the word, or right after it.
    // Each link is looked at with the text just before it (a scan of the whole tail with a look-behind
    // pattern tried at every position cost ~2 ms per mail without any link).
    let prevEnd = 0;
    for (const u of text.matchAll(LINK)) {
      const start = u.index;
      const end = start + u[0].length;
      const m = LINK_WITH_CONTEXT.exec(text.slice(Math.max(prevEnd, start - CONTEXT_WINDOW), end));
      prevEnd = end;
      if (m && (UNSUBSCRIBE_WORDS.test(m[1]!) || UNSUBSCRIBE_WORDS.test(m[2]!))) found = m[2]!;
    }
    if (found) return found.slice(0, 2000);
  }
  return null;
}
