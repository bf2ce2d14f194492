import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../src/shared/api/contract';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** GET /api/docs/openapi.json (the OpenAPI document) and GET /api/docs (a readable index of it). */
export function registerDocsRoutes(app: FastifyInstance): void {
  app.get(`${API_PREFIX}/docs/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  app.get(`${API_PREFIX}/docs`, { schema: { hide: true } }, async (_request, reply) => {
    const doc = app.swagger() as {
      info: { title: string; description?: string };
      paths: Record<string, Record<string, { summary?: string; operationId?: string; security?: unknown[] }>>;
    };
    const rows = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(
          ([method, operation]) =>
            `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${
              operation.security ? 'x-access-token' : ''
            }</td><td>${escapeHtml(operation.summary ?? '')}</td></tr>`,
        ),
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}td{padding:.3rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}</style></head>
<body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description ?? '')}</p>
<p>Schemas: <a href="${API_PREFIX}/docs/openapi.json">openapi.json</a></p>
<table><thead><tr><th>Method</th><th>Path</th><th>Auth</th><th>Summary</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
  });
}
