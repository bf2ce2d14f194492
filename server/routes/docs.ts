import type { FastifyInstance } from 'fastify';
import {
  API_PREFIX,
  type EndpointDefinition,
  ERROR_HTTP_STATUS,
  type ErrorCode,
  endpoints,
  GENERIC_ERROR_CODES,
} from '../../src/shared/api/contract';
import { DESIGN_NOTES } from './design-notes';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every code a call can answer, grouped by HTTP status. */
export function errorsByStatus(definition: EndpointDefinition): Map<number, ErrorCode[]> {
  const codes: ErrorCode[] = [
    ...GENERIC_ERROR_CODES.filter((code) => code !== 'maintenance' || !isMaintenanceFree(definition)),
    ...(definition.auth ? (['unauthorized'] as const) : []),
    ...(definition.errors ?? []),
  ];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_HTTP_STATUS[code] ?? 400;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus.entries()].sort(([a], [b]) => a - b));
}

/** Health and remote config answer during maintenance (server/app.ts). */
export const isMaintenanceFree = (definition: EndpointDefinition) =>
  definition.path === endpoints.health.path || definition.path === endpoints.remoteConfig.path;

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
};
type OpenApiDocument = {
  info: { title: string; description?: string };
  components?: Record<string, Record<string, unknown>>;
  paths: Record<string, Record<string, Operation>>;
};

/**
 * The OpenAPI document: fastify-swagger's (schemas of params, query, headers, bodies and answers, from
 * the contract) plus, per operation, its error answers with their codes, and the design notes.
 */
export function openApiDocument(app: FastifyInstance): OpenApiDocument {
  const doc = structuredClone(app.swagger()) as unknown as OpenApiDocument;
  doc.info.description = `${doc.info.description ?? ''}\n\n${DESIGN_NOTES}`;
  doc.components = {
    ...doc.components,
    schemas: {
      ...doc.components?.schemas,
      ApiError: {
        type: 'object',
        required: ['message'],
        properties: {
          message: { type: 'string', description: 'A stable error code (never translated).' },
          data: { description: 'Details: zod issues, the provider, the field errors, ...' },
        },
      },
    },
  };
  for (const methods of Object.values(doc.paths)) {
    for (const operation of Object.values(methods)) {
      const definition = endpoints[operation.operationId as keyof typeof endpoints] as
        | EndpointDefinition
        | undefined;
      if (!definition) continue;
      operation.responses ??= {};
      for (const [status, codes] of errorsByStatus(definition)) {
        operation.responses[String(status)] = {
          description: `\`message\`: ${codes.map((code) => `\`${code}\``).join(', ')}`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        };
      }
    }
  }
  return doc;
}

/** Minimal Markdown (headings, paragraphs, lists, `code`, **bold**) to HTML for the docs page. */
function markdownToHtml(markdown: string): string {
  const inline = (text: string) =>
    escapeHtml(text)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  const html: string[] = [];
  let list = false;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) html.push(`<p>${inline(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  for (const line of markdown.split('\n')) {
    const heading = line.match(/^(#{2,4}) (.*)$/);
    const item = line.match(/^- (.*)$/);
    const continued = list && /^ {2}\S/.test(line);
    if (continued) {
      html[html.length - 1] = html[html.length - 1]!.replace(/<\/li>$/, ` ${inline(line.trim())}</li>`);
      continue;
    }
    if (!item && list) {
      html.push('</ul>');
      list = false;
    }
    if (heading) {
      flush();
      const level = heading[1]!.length;
      html.push(`<h${level}>${inline(heading[2]!)}</h${level}>`);
    } else if (item) {
      flush();
      if (!list) html.push('<ul>');
      list = true;
      html.push(`<li>${inline(item[1]!)}</li>`);
    } else if (line.trim() === '') {
      flush();
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  if (list) html.push('</ul>');
  return html.join('\n');
}

/** GET /api/docs/openapi.json (the OpenAPI document) and GET /api/docs (a readable page of it). */
export function registerDocsRoutes(app: FastifyInstance): void {
  app.get(`${API_PREFIX}/docs/openapi.json`, { schema: { hide: true } }, async () => openApiDocument(app));
  app.get(`${API_PREFIX}/docs`, { schema: { hide: true } }, async (_request, reply) => {
    const doc = openApiDocument(app);
    const rows = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => {
          const errors = Object.entries(operation.responses ?? {})
            .filter(([status]) => status !== '200')
            .map(
              ([status, response]) =>
                `<div><b>${status}</b> ${escapeHtml((response as { description: string }).description).replace(/`([^`]+)`/g, '<code>$1</code>')}</div>`,
            )
            .join('');
          return `<tr id="${escapeHtml(operation.operationId ?? '')}"><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${
            operation.security ? 'x-access-token' : ''
          }</td><td>${escapeHtml(operation.summary ?? '')}</td><td>${errors}</td></tr>`;
        }),
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:80rem;line-height:1.45}td{padding:.3rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}table{width:100%;border-collapse:collapse}td div code{white-space:nowrap}code{font-size:.9em;overflow-wrap:anywhere}pre{overflow-x:auto}th{text-align:start}
@media (max-width:48rem){body{margin:1rem}table,tbody,tr,td{display:block}thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}tr{padding:.6rem 0;border-bottom:1px solid #ddd}td{border:0;padding:.1rem 0}td:first-child,td:nth-child(2){display:inline}td:first-child{margin-inline-end:.5rem;font-weight:600}td:nth-child(3):not(:empty)::before{content:'Auth: '}td div{white-space:normal}}</style></head>
<body><h1>${escapeHtml(doc.info.title)}</h1>
<p>Schemas of every parameter, body and answer: <a href="${API_PREFIX}/docs/openapi.json">openapi.json</a> (OpenAPI 3).</p>
<h2>Calls</h2>
<table><thead><tr><th>Method</th><th>Path</th><th>Auth</th><th>Summary</th><th>Errors (<code>message</code>)</th></tr></thead><tbody>
${rows}
</tbody></table>
${markdownToHtml(doc.info.description ?? '')}
</body></html>`;
  });
}
