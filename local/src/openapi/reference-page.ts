/** A readable page of an OpenAPI document: one section per operation, its parameters, body and answers. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  description?: string;
}
interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

/** Only a signed-in user may call it: some security requirement, and none of them empty (`{}`: anyone, answered more with a session). */
const signInRequired = (operation: Operation) => !!operation.security?.length && operation.security.every((requirement) => Object.keys(requirement as object).length > 0);

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function typeOf(schema: Schema): string {
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.type === 'array' && schema.items) return `${typeOf(schema.items)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  const limits = [
    schema.minLength !== undefined && `min ${schema.minLength}`,
    schema.maxLength !== undefined && `max ${schema.maxLength}`,
    schema.minimum !== undefined && `≥ ${schema.minimum}`,
    schema.maximum !== undefined && `≤ ${schema.maximum}`,
  ].filter(Boolean);
  return limits.length ? `${type} (${limits.join(', ')})` : type;
}

function fields(schema: Schema): string {
  if (schema.anyOf) return schema.anyOf.map((option) => `<div class="option">${option.description ? `<p>${escape(option.description)}</p>` : ''}${fields(option)}</div>`).join('');
  const object = schema.type === 'array' && schema.items ? schema.items : schema;
  if (!object.properties) return `<p><code>${escape(typeOf(schema))}</code></p>`;
  const rows = Object.entries(object.properties).map(
    ([name, property]) =>
      `<tr><td><code>${escape(name)}</code>${object.required?.includes(name) ? '' : ' <small>optional</small>'}</td><td><code>${escape(typeOf(property))}</code></td><td>${escape(property.description ?? '')}</td></tr>`,
  );
  return `${schema.type === 'array' ? '<p>An array of:</p>' : ''}<table><tr><th>field</th><th>type</th><th></th></tr>${rows.join('')}</table>`;
}

function operationSection(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody && Object.entries(operation.requestBody.content)[0];
  const answers = Object.entries(operation.responses).map(([status, answer]) => {
    const schema = answer.content && Object.values(answer.content)[0]?.schema;
    return `<li><b>${status}</b> ${escape(answer.description)}${schema && status.startsWith('2') ? fields(schema) : ''}</li>`;
  });
  return `<section id="${escape(`${method}-${path}`)}">
<h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code>${signInRequired(operation) ? ' <small>signed in</small>' : ''}</h3>
<p>${escape(operation.summary ?? '')}</p>
${parameters.length ? `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>type</th></tr>${parameters.map((p) => `<tr><td><code>${escape(p.name)}</code>${p.required ? '' : ' <small>optional</small>'}</td><td>${p.in}</td><td><code>${escape(p.schema ? typeOf(p.schema) : '')}</code></td></tr>`).join('')}</table>` : ''}
${body ? `<h4>Body (<code>${escape(body[0])}</code>)</h4>${fields(body[1].schema)}` : ''}
<h4>Answers</h4><ul>${answers.join('')}</ul>
</section>`;
}

export function referencePage(document: Document): string {
  const sections: string[] = [];
  const index: string[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      index.push(`<li><a href="#${escape(`${method}-${path}`)}">${method.toUpperCase()} ${escape(path)}</a></li>`);
      sections.push(operationSection(method, path, operation));
    }
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d2327}
section{border-top:1px solid #d0d7de;padding:.5rem 0}.method{background:#0b5cad;color:#fff;border-radius:4px;padding:0 .4rem;font-size:.85em}
table{border-collapse:collapse;margin:.25rem 0}td,th{border:1px solid #d0d7de;padding:.2rem .5rem;text-align:left;vertical-align:top}
code{font-size:.92em}small{color:#57606a}.option{border-left:3px solid #d0d7de;padding-left:.75rem;margin:.5rem 0}
</style></head><body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description ?? '')}</p>
<p>The machine-readable document: <a href="/api/docs/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<ul>${index.join('')}</ul>
${sections.join('\n')}
</body></html>
`;
}
