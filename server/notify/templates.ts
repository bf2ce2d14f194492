/**
 * Server-side e-mail copy (the web app's UI copy lives in i18next; the server sends only mails).
 * The user's language when a template exists, English otherwise.
 */
interface MagicCopy {
  subject: string;
  intro: string;
  button: string;
  outro: string;
}

const MAGIC: Record<string, MagicCopy> = {
  en: {
    subject: 'Your Tidy Fox sign-in link',
    intro: 'Open this link to sign in to Tidy Fox. It works once and expires in {minutes} minutes.',
    button: 'Sign in to Tidy Fox',
    outro: 'If you did not ask for it, ignore this e-mail: nothing will change.',
  },
  fr: {
    subject: 'Votre lien de connexion Tidy Fox',
    intro:
      'Ouvrez ce lien pour vous connecter à Tidy Fox. Il ne sert qu’une fois et expire dans {minutes} minutes.',
    button: 'Se connecter à Tidy Fox',
    outro: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne changera.',
  },
  de: {
    subject: 'Dein Anmeldelink für Tidy Fox',
    intro:
      'Öffne diesen Link, um dich bei Tidy Fox anzumelden. Er gilt einmal und läuft in {minutes} Minuten ab.',
    button: 'Bei Tidy Fox anmelden',
    outro: 'Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.',
  },
  es: {
    subject: 'Tu enlace de acceso a Tidy Fox',
    intro: 'Abre este enlace para entrar en Tidy Fox. Solo funciona una vez y caduca en {minutes} minutos.',
    button: 'Entrar en Tidy Fox',
    outro: 'Si no lo has pedido, ignora este correo: no cambiará nada.',
  },
  it: {
    subject: 'Il tuo link di accesso a Tidy Fox',
    intro: 'Apri questo link per accedere a Tidy Fox. Funziona una sola volta e scade tra {minutes} minuti.',
    button: 'Accedi a Tidy Fox',
    outro: 'Se non l’hai richiesto, ignora questa e-mail: non cambierà nulla.',
  },
  nl: {
    subject: 'Je inloglink voor Tidy Fox',
    intro:
      'Open deze link om in te loggen bij Tidy Fox. Hij werkt één keer en verloopt na {minutes} minuten.',
    button: 'Inloggen bij Tidy Fox',
    outro: 'Heb je hier niet om gevraagd? Negeer deze e-mail: er verandert niets.',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `{minutes}` in the copy is the link lifetime (MAGIC_LINK_TTL_SECONDS). */
export function magicLinkTemplate(language: string | null, link: string, ttlMinutes = 15) {
  const copy = MAGIC[(language ?? 'en').slice(0, 2).toLowerCase()] ?? MAGIC.en!;
  const intro = copy.intro.replace('{minutes}', String(ttlMinutes));
  return {
    subject: copy.subject,
    text: `${intro}\n\n${link}\n\n${copy.outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.button)}</a></p><p>${escapeHtml(copy.outro)}</p>`,
  };
}
