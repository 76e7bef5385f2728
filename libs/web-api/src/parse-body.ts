/** An answer's text as the API client hands it on: JSON, `{detail: text}` when it is not JSON, null when empty. */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text };
  }
}
