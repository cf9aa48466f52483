const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for use in HTML content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * Plain text (a description, a note) as HTML: escaped FIRST, then each line break (\r\n, \n or \r)
 * becomes `<br>`. The order matters — the other way round would escape the `<br>`s, or let
 * user text through as markup.
 */
export function formatRichText(text: string | null | undefined): string {
  return escapeHtml(text ?? '').replace(/\r\n|\n|\r/g, '<br>');
}
