// The readable reference at /api/docs: the OpenAPI document drawn as one HTML page on the server (no
// script, so it works under the strict Content-Security-Policy and without a UI package), a section per
// route with who may call it, its parameters, body and answers.

interface Schema {
  [key: string]: unknown;
}
interface Operation {
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const paragraphs = (text = '') =>
  text.split(/\n\n+/).filter(Boolean).map((part) => `<p>${escapeHtml(part)}</p>`).join('');

const schemaBlock = (label: string, schema: Schema | undefined) =>
  schema ? `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>` : '';

/** A parameter's schema in a few words: "string (uuid)", "integer, 1 to 100", "one of: a, b". */
function schemaSummary(schema: Schema = {}): string {
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.join(', ')}`;
  const type = [schema.type, schema.format ? `(${String(schema.format)})` : ''].filter(Boolean).join(' ') || 'any';
  const min = schema.minimum ?? schema.minLength;
  const max = schema.maximum ?? schema.maxLength;
  return min !== undefined || max !== undefined ? `${type}, ${min ?? '…'} to ${max ?? '…'}` : type;
}

const anchor = (method: string, path: string) => `${method}-${path}`.replace(/[^\w-]+/g, '-');

function operationSection(path: string, method: string, operation: Operation): string {
  const parameters = (operation.parameters ?? [])
    .map((p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'required' : 'optional'}</td>` +
      `<td><code>${escapeHtml(schemaSummary(p.schema))}</code></td></tr>`)
    .join('');
  const body = Object.entries(operation.requestBody?.content ?? {})
    .map(([type, media]) => schemaBlock(`Body (${type})`, media.schema))
    .join('');
  const answers = Object.entries(operation.responses ?? {})
    .map(([status, answer]) => {
      const schema = Object.values(answer.content ?? {})[0]?.schema;
      // @fastify/swagger names an answer without a description "Default Response".
      const description = answer.description === 'Default Response' ? 'Success' : (answer.description ?? '');
      return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(description)}${schemaBlock('Schema', schema)}</li>`;
    })
    .join('');
  return `<section id="${anchor(method, path)}"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>` +
    paragraphs(operation.description) +
    (parameters ? `<table><tr><th>parameter</th><th>in</th><th></th><th>schema</th></tr>${parameters}</table>` : '') +
    body +
    (answers ? `<h4>Answers</h4><ul>${answers}</ul>` : '') +
    '</section>';
}

export function apiReferencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const contents = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(path, method, operation)]);
      contents.set(tag, [...(contents.get(tag) ?? []),
        `<li><a href="#${anchor(method, path)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:980px;margin:0 auto;padding:1rem 1.5rem;color:#1f2937}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f3f4f6;padding:.75rem;overflow:auto}
section{border-top:1px solid #e5e7eb;padding:.5rem 0}h3{margin:.5rem 0}.method{display:inline-block;min-width:4.5rem;font-size:13px;
padding:2px 6px;border-radius:4px;color:#fff;background:#4b5563;text-align:center}.get{background:#2563eb}.post{background:#059669}
.put,.patch{background:#d97706}.delete{background:#dc2626}table{border-collapse:collapse}td,th{border:1px solid #e5e7eb;padding:2px 8px;text-align:left}
nav ul{columns:2}
</style></head><body>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
${paragraphs(document.info.description)}
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav>${tags.map((tag) => `<h2>${escapeHtml(tag)}</h2><ul>${contents.get(tag)!.join('')}</ul>`).join('')}</nav>
${tags.map((tag) => `<h2>${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('')}`).join('')}
</body></html>`;
}
