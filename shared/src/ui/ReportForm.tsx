import { useTranslation } from 'page-singleton';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../api/client';
import { bus } from 'page-singleton/bus';
import { NO_CAPTCHA_TOKEN } from 'contract/constants';
import { Button } from './Button';
import { Modal } from './Modal';
import { Recaptcha } from './Recaptcha';
import { TextArea } from './TextArea';
import type { ReportDialogProps, ReportTexts } from './reportTexts';
import '../commonStrings';

/** The longest report the API takes. */
export const REPORT_MAX = 2000;

/**
 * A second report of the same item by the same user is answered 409 with the server's "already reported, thank
 * you": the reporter is thanked for it, never told off.
 */
function alreadyReported(err: unknown): err is ApiError {
  return err instanceof ApiError && (err.status === 409 || err.body?.code === 409);
}

/** The report form itself (its text, the captcha), fetched with the first report a visitor starts. */
export default function ReportForm({
  open,
  onClose,
  siteKey,
  texts,
  send,
}: Omit<ReportDialogProps, 'kind'> & { texts: ReportTexts }) {
  const { t } = useTranslation('common');
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
    if (!text.trim()) return setError(texts.blank);
    if (siteKey && !token) return setError(texts.captcha);
    setSending(true);
    setError(null);
    let thanks: string;
    try {
      const answer = await send(text.trim(), siteKey ? token : NO_CAPTCHA_TOKEN);
      thanks = answer?.message || texts.thanks;
    } catch (err) {
      if (!alreadyReported(err)) {
        setSending(false);
        return setError(errorMessage(err, texts.failed));
      }
      thanks = err.body?.message || texts.thanks;
    }
    setSending(false);
    setText('');
    setToken('');
    onClose();
    bus.emit('message:show', { message: thanks, type: 'success' });
  };

  return (
    <Modal open={open} onClose={close} heading={texts.heading}>
      <form className="ti-report" onSubmit={submit} noValidate>
        <p className="ti-report__intro">{texts.intro}</p>
        <TextArea
          label={texts.label}
          value={text}
          onChange={setText}
          maxLength={REPORT_MAX}
          maxHeight={240}
          invalid={error === texts.blank}
        />
        {siteKey && <Recaptcha siteKey={siteKey} onToken={setToken} />}
        {error && (
          <p role="alert" className="ti-report__error">
            {error}
          </p>
        )}
        <div className="ti-confirm__actions">
          <Button type="button" variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {texts.send}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
