import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { PAGE_SHOWN_EVENT } from '../src/shared/config/constants';
import {
  type FirstPaintConfig,
  firstPaintScript,
  PRERENDERED_PAGE_ATTRIBUTE,
  scriptHashSource,
} from './first-paint-script';

type Prerender = (page: string, locale: string) => Promise<{ html: string; lang: string; dir: string }>;

/** The script fonts' stylesheets by locale (file name prefixes of src/app/styles/fonts/*.css). */
const SCRIPT_FONT_FILES: Readonly<Record<string, string>> = {
  'ar-sa': 'ar',
  'ja-jp': 'ja',
  'ko-kr': 'ko',
  'hi-in': 'hi',
};

/** Where the prerendered pages go, under the build's outDir: `prerendered/<locale>/<page>.html`. */
export const PRERENDER_DIR = 'prerendered';

function compressed(path: string, content: string) {
  writeFileSync(path, content);
  const bytes = Buffer.from(content);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * The prerendered pages start their scripts after the first paint: the entry, its module preloads and
 * the first-page preloader leave the HTML for a small `async` script that adds them back once a frame
 * was painted (the page is already on screen; the scripts no longer compete with the HTML, the inlined
 * styles and the font for the first paint on a slow connection). Returns the HTML without them.
 */
function deferScripts(template: string, outDir: string): string {
  const tags = [
    ...template.matchAll(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g),
    ...template.matchAll(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g),
    ...template.matchAll(/\s*<script async src="([^"]+)"><\/script>/g),
  ];
  const entry = tags.find((tag) => tag[0].includes('type="module"'))?.[1];
  if (!entry) return template;
  const preloads = tags.filter((tag) => tag[0].includes('modulepreload')).map((tag) => tag[1]);
  const scripts = tags.filter((tag) => tag[0].includes('async')).map((tag) => tag[1]);
  const data = JSON.stringify({ e: entry, p: preloads, s: scripts });
  /*
   * The boot script's replay, on PAGE_SHOWN_EVENT (fired on `document` once the page's content is
   * committed, src/app/router.tsx `PageShown`: for a prerendered page, once it is hydrated): what a visitor typed in the prerendered page's fields before is put back and reported
   * to React (an input event each) — into the same field, or, when the page was rendered afresh instead of
   * hydrated (the prerendered field is gone), into the new field of the same name and position — then the
   * clicks and submits held by the boot script are replayed: on the same button or form, or, after a fresh
   * render, on its twin (same tag and text, same position among those; none, e.g. another page: it lapses).
   * Enter in a field is held as its form's submit: the prerendered page's submit button may still be
   * disabled (its state is a first visit's), which would drop the submit.
   *
   * Text typed before this script ran (it is async: it may run after the visitor started typing) is taken
   * from the fields as it starts. A hydrated field's text is also reported by the field itself, as it mounts
   * and again on the event (src/shared/ui/text-field.tsx): a render between the event and this replay
   * would otherwise put the state's empty value back, and what the visitor typed on would land alone in
   * the emptied field.
   *
   * The replay runs in a task of its own after the event, not inside React's effects (an input event
   * dispatched there makes React put the controlled field's old value back before the new one renders).
   * A hydrated field that already shows what was typed is not written again (writing moves the caret to
   * the end and drops a selection the visitor may be typing over): React's value tracker
   * (`_valueTracker`, its record of the value it last saw) is made stale instead, so the input event
   * reaches the field's onChange. A field replaced by a fresh render gets the focus back when the
   * prerendered one had it and nothing else took it.
   */
  const script = `(function(d){function go(){var h=document.head;d.p.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;h.appendChild(l)});d.s.forEach(function(f){var s=document.createElement('script');s.async=true;s.src=f;h.appendChild(s)});var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=d.e;h.appendChild(m)}var q=[],v=[],f=null;function hold(e){var t=e.type==='submit'?e.target:e.target&&e.target.closest&&e.target.closest('button,[role=button]');if(!t)return;e.preventDefault();e.stopPropagation();q.push([e.type,t,twins(t).indexOf(t)])}function twins(t){var k=(t.textContent||'').trim();return Array.prototype.filter.call(document.querySelectorAll(t.tagName),function(e){return(e.textContent||'').trim()===k})}function focused(e){f=e.target}function entered(e){var t=e.target;if(e.key!=='Enter'||!t||t.tagName!=='INPUT'||!t.form||e.isComposing)return;e.preventDefault();e.stopPropagation();q.push(['submit',t.form,twins(t.form).indexOf(t.form)])}function named(n){return n?document.querySelectorAll('input[name="'+CSS.escape(n)+'"]'):[]}function typed(e){var t=e.target;if(!t||t.tagName!=='INPUT')return;for(var k=0;k<v.length;k++)if(v[k][0]===t){v[k][1]=t.value;return}v.push([t,t.value,t.name,Array.prototype.indexOf.call(named(t.name),t)])}Array.prototype.forEach.call(document.querySelectorAll('input'),function(t){if(t.value!==t.defaultValue)typed({target:t})});document.addEventListener('click',hold,true);document.addEventListener('submit',hold,true);document.addEventListener('input',typed,true);document.addEventListener('focusin',focused,true);document.addEventListener('keydown',entered,true);document.addEventListener('${PAGE_SHOWN_EVENT}',function(){setTimeout(replay,0)},{once:true});function replay(){document.removeEventListener('click',hold,true);document.removeEventListener('submit',hold,true);document.removeEventListener('input',typed,true);document.removeEventListener('focusin',focused,true);document.removeEventListener('keydown',entered,true);var set=Object.getOwnPropertyDescriptor(HTMLInputElement.prototype,'value').set;v.forEach(function(x){var same=x[0].isConnected,el=same?x[0]:named(x[2])[x[3]];if(!el)return;if(same&&el.value===x[1]){if(el._valueTracker)el._valueTracker.setValue('\\u0000'+x[1])}else{el.value='';set.call(el,x[1])}el.dispatchEvent(new Event('input',{bubbles:true}));var a=document.activeElement;if(!same&&f===x[0]&&(!a||a===document.body))el.focus()});q.forEach(function(x){var el=x[1].isConnected?x[1]:twins(x[1])[x[2]];if(!el)return;if(x[0]==='submit')el.requestSubmit();else el.click()})}requestAnimationFrame(function(){if(document.documentElement.getAttribute('data-first-paint')!=='leaving')setTimeout(go,0)})})(${data})`;
  const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
  const fileName = `assets/prerender-boot-${hash}.js`;
  writeFileSync(join(outDir, fileName), script);
  let html = template;
  for (const tag of tags) html = html.replace(tag[0], '');
  return html.replace('</head>', `  <script async src="/${fileName}"></script>\n  </head>`);
}

/**
 * After the client build, renders the pages a first visit lands on (`pages`: the landing, /start, the
 * e-mail step) to HTML in every locale (issue 12 budget: the first paint does not wait for scripts).
 * src/app/prerender.tsx is bundled for Node into a temp dir and run here; each page goes into a copy of
 * the built index.html with `<html lang dir>` of its locale, the stylesheet inlined (one request and
 * round trip less before the first paint; later pages keep it, the style element stays) and the markup in
 * `#root` (`data-prerendered="<page>|<locale>"`, which main.tsx reads to decide to hydrate). The head
 * starts with the inline first-paint script (scripts/first-paint-script.ts: a returning visitor's stored
 * language, session, cookie choice and variant, before the first paint); its CSP hash goes to
 * `prerendered/csp.json` for the server.
 */
export function prerender(
  pages: readonly string[],
  locales: readonly string[],
  entry: string,
  firstPaint: FirstPaintConfig,
): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let alias: Record<string, string> = {};
  let appBuild = false;
  return {
    name: 'tidy-fox:prerender',
    enforce: 'post',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
      alias = Object.fromEntries(
        config.resolve.alias
          .filter((item): item is { find: string; replacement: string } => typeof item.find === 'string')
          .map((item) => [item.find, item.replacement]),
      );
    },
    generateBundle(_options, bundle) {
      // Only the app's build (Storybook's preview build, which also reads vite.config.ts, has no index.html).
      appBuild = bundle['index.html']?.type === 'asset';
    },
    async closeBundle() {
      if (!appBuild) return;
      const { build } = await import('vite');
      // Inside the project, so that the bundle's imports of packages resolve from node_modules.
      const temp = mkdtempSync(join(root, '.prerender-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'error',
          mode: 'production',
          plugins: [react()],
          resolve: { alias },
          json: { stringify: true },
          build: { ssr: entry, outDir: temp, emptyOutDir: true, sourcemap: false, minify: false },
        });
        const module = (await import(pathToFileURL(join(temp, 'prerender.js')).href)) as {
          prerenderPage: Prerender;
        };
        const template = deferScripts(readFileSync(join(outDir, 'index.html'), 'utf8'), outDir);
        const stylesheet = template.match(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/);
        const css = stylesheet?.[1] ? readFileSync(join(outDir, stylesheet[1]), 'utf8') : null;
        const assets = readdirSync(join(outDir, 'assets'));
        const scriptFontCss: Record<string, string> = {};
        for (const [locale, prefix] of Object.entries(SCRIPT_FONT_FILES)) {
          const file = assets.find((name) => new RegExp(`^${prefix}-[\\w-]+\\.css$`).test(name));
          if (file) scriptFontCss[locale] = `assets/${file}`;
        }
        const headScript = firstPaintScript(firstPaint);
        mkdirSync(join(outDir, PRERENDER_DIR), { recursive: true });
        writeFileSync(
          join(outDir, PRERENDER_DIR, 'csp.json'),
          `${JSON.stringify({ scriptSrc: [scriptHashSource(headScript)] })}\n`,
        );
        for (const locale of locales) {
          mkdirSync(join(outDir, PRERENDER_DIR, locale), { recursive: true });
          for (const page of pages) {
            const { html, lang, dir } = await module.prerenderPage(page, locale);
            let document = template
              .replace(
                /<html[^>]*>/,
                `<html lang="${lang}" dir="${dir}" ${PRERENDERED_PAGE_ATTRIBUTE}="${page}">`,
              )
              // First in the head: it runs before anything is fetched or painted.
              .replace(
                /<meta charset="[^"]*"\s*\/?>/,
                (meta) => `${meta}\n    <script>${headScript}</script>`,
              )
              .replace(
                '<div id="root"></div>',
                `<div id="root" data-prerendered="${page}|${locale}">${html}</div>`,
              );
            if (stylesheet && css !== null)
              // The disabled link is never fetched; it tells Vite's preload helper the stylesheet is on the
              // page, so a lazily loaded chunk that lists it does not fetch it again.
              document = document.replace(
                stylesheet[0],
                () => `<style>${css}</style>\n    <link rel="stylesheet" href="/${stylesheet[1]}" disabled>`,
              );
            // A script font's stylesheet (src/app/fonts.ts: ar, ja, ko, hi) with the page, not after boot:
            // the text is set in its font from the first paint (the app's import then finds it loaded).
            const fontCss = scriptFontCss[locale];
            if (fontCss)
              document = document.replace(
                '</title>',
                `</title>\n    <link rel="stylesheet" href="/${fontCss}">`,
              );
            compressed(join(outDir, PRERENDER_DIR, locale, `${page}.html`), document);
          }
        }
      } finally {
        rmSync(temp, { recursive: true, force: true });
      }
    },
  };
}
