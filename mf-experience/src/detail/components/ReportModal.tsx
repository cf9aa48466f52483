import { useTranslation } from 'shared/singleton';
import { useState, type FormEvent } from 'react';
import { Button, Modal, NO_CAPTCHA_TOKEN, Recaptcha, TextArea } from 'shared';
import { NS } from '../../i18n';

export const REPORT_MAX = 2000;

export interface ReportModalProps {
  open: boolean;
  onClose: () => void;
  /** reCAPTCHA site key (GET /app); without one no widget shows */
  siteKey?: string;
  /** send the report; rejects with a message to show */
  onSubmit: (report: string, recaptchaToken: string) => Promise<void>;
}

/** Report an experience: a text and a captcha token (both sent with the report), stored for the admin. */
export function ReportModal({ open, onClose, siteKey, onSubmit }: ReportModalProps) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(t('report.blank'));
    if (siteKey && !token) return setError(t('report.captcha'));
    setSending(true);
    setError(null);
    try {
      await onSubmit(text.trim(), siteKey ? token : NO_CAPTCHA_TOKEN);
      setText('');
      setToken('');
      onClose();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('report.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} onClose={close} heading={t('report.heading')}>
      <form className="mfe-report" onSubmit={submit} noValidate>
        <p className="mfe-muted">{t('report.intro')}</p>
        <TextArea
          label={t('report.label')}
          value={text}
          onChange={setText}
          maxLength={REPORT_MAX}
          maxHeight={240}
          invalid={error === t('report.blank')}
        />
        {siteKey && <Recaptcha siteKey={siteKey} onToken={setToken} />}
        {error && (
          <p role="alert" className="mfe-form-error">
            {error}
          </p>
        )}
        <div className="mfe-report__buttons">
          <Button type="button" variant="secondary" onClick={close}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('report.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
