// Reads the hidden inputs of an HTML form the service produced (test helper).

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescape(match[1] ?? "")] = unescape(match[2] ?? "");
  }
  return fields;
}

export function formAction(html: string): string | null {
  return /<form method="post" action="([^"]*)">/.exec(html)?.[1] ?? null;
}

function unescape(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}
