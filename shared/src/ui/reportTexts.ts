/** What the report dialog says and takes: shared by the dialog and the form it loads when a report starts. */

/** What is reported: the dialog's heading and intro name it ("this video", "this post"). */
export type ReportKind = 'experience' | 'post';

/** What the dialog says. */
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

const SAME_FOR_EVERY_KIND = ['label', 'blank', 'captcha', 'send', 'failed', 'thanks'] as const;

/**
 * The dialog's words from the UI kit's strings (`t` of the common namespace): `ui.report.<kind>.heading` and
 * `.intro` name the item, the other keys are the same for every kind.
 */
export function reportTexts(t: (key: string) => string, kind: ReportKind): ReportTexts {
  return {
    heading: t(`ui.report.${kind}.heading`),
    intro: t(`ui.report.${kind}.intro`),
    ...(Object.fromEntries(SAME_FOR_EVERY_KIND.map((key) => [key, t(`ui.report.${key}`)])) as Record<
      (typeof SAME_FOR_EVERY_KIND)[number],
      string
    >),
  };
}

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** reCAPTCHA site key (GET /app); without one no widget shows and the "no captcha" token is sent */
  siteKey?: string;
  /** what is reported (the dialog's words name it) */
  kind: ReportKind;
  /** sends the report; its `message` (the server's thank-you) is shown after. A rejection is shown in the form. */
  send: (report: string, recaptchaToken: string) => Promise<{ message?: string } | void>;
}
