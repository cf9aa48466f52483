import { useTranslation } from 'shared/singleton';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from './Spinner';
import '../commonStrings';

/** The form (text field, captcha) is fetched with the first report a visitor starts, never with the page. */
const ReportForm = lazy(() => import('./ReportForm'));

/** What the dialog says; each caller names what is reported ("this video", "this post"). */
export interface ReportTexts {
  heading: string;
  intro: string;
  /** the text field's label */
  label: string;
  /** sending with an empty text */
  blank: string;
  /** sending before the captcha is solved */
  captcha: string;
  /** the send button */
  send: string;
  /** a failed send without a message from the server */
  failed: string;
  /** the thank-you when the server sends none */
  thanks: string;
}

const TEXT_KEYS = ['heading', 'intro', 'label', 'blank', 'captcha', 'send', 'failed', 'thanks'] as const;

/** The dialog's words from a module's translations: `<group>.heading`, `<group>.intro`, … (each key of ReportTexts). */
export function reportTexts(t: (key: string) => string, group: string): ReportTexts {
  return Object.fromEntries(TEXT_KEYS.map((key) => [key, t(`${group}.${key}`)])) as Record<keyof ReportTexts, string>;
}

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** reCAPTCHA site key (GET /app); without one no widget shows and the "no captcha" token is sent */
  siteKey?: string;
  texts: ReportTexts;
  /** sends the report; its `message` (the server's thank-you) is shown after. A rejection is shown in the form. */
  send: (report: string, recaptchaToken: string) => Promise<{ message?: string } | void>;
}

/**
 * Report an experience or a post: a text and a captcha token. Sent, or already reported (409), the dialog closes
 * and the reporter is thanked on the shell's message box. Once opened, the form stays mounted: a closed form
 * keeps its text.
 */
export function ReportDialog(props: ReportDialogProps) {
  const { t } = useTranslation('common');
  const [started, setStarted] = useState(false);
  if (props.open && !started) setStarted(true);
  if (!started) return null;
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <ReportForm {...props} />
    </Suspense>
  );
}
