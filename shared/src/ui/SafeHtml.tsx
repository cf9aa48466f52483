import { useEffect, useMemo, useState } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitize, type SanitizeOptions } from './sanitizeHtml';

/**
 * `html` cleaned by the site's allow-list sanitiser, or "" while the sanitiser is still loading (nothing unclean is
 * ever shown in the meantime). The sanitiser's library is fetched only when there is HTML to clean, so a component
 * that can show HTML costs a first paint nothing until it does.
 */
export function useSafeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  const headings = options.headings === true;
  const [sanitize, setSanitize] = useState<Sanitize | null>(loadedSanitizer);
  const wanted = Boolean(html) && !sanitize;
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    loadSanitizer().then(
      (loaded) => !cancelled && setSanitize(() => loaded),
      // its chunk could not be fetched (offline): the snippet stays hidden, the rest of the component is there
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return useMemo(() => (html && sanitize ? sanitize(html, { headings }) : ''), [html, headings, sanitize]);
}

export interface SafeHtmlProps extends SanitizeOptions {
  html: string | null | undefined;
  className?: string;
}

/** A `<div>` of sanitised HTML (see {@link useSafeHtml}); nothing at all while there is none to show. */
export function SafeHtml({ html, headings, className }: SafeHtmlProps) {
  const safe = useSafeHtml(html, { headings });
  return safe ? <div className={className} dangerouslySetInnerHTML={{ __html: safe }} /> : null;
}
