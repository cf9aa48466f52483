import { useTranslation } from 'page-singleton';
import { lazy, Suspense, useState } from 'react';
import { Spinner } from './Spinner';
import '../commonStrings';
import { reportTexts, type ReportDialogProps } from './reportTexts';

/** The form (text field, captcha) is fetched with the first report a visitor starts, never with the page. */
const ReportForm = lazy(() => import('./ReportForm'));

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
      <ReportForm {...props} texts={reportTexts(t, props.kind)} />
    </Suspense>
  );
}
