import { useTranslation } from 'page-singleton';
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { bus, loginStateAtom, ReportDialog, sharedStore, useAppInfo, type Post, runApiMutation } from 'shared';
import { NS } from '../../i18n';

/**
 * Reporting a post, as a video is reported: a guest signs in first (the dialog opens once they have), then the
 * shared report dialog sends the text with a captcha token. `ask(post)` starts it; render `dialog`.
 */
export function usePostReport() {
  const { t } = useTranslation(NS);
  const appInfo = useAppInfo();
  const loginState = useAtomValue(loginStateAtom, { store: sharedStore });
  const [target, setTarget] = useState<Post | null>(null);
  const [open, setOpen] = useState(false);
  const afterLogin = useRef(false);

  useEffect(() => {
    if (loginState === 'logged-in' && afterLogin.current) {
      afterLogin.current = false;
      setOpen(true);
    }
  }, [loginState]);

  const ask = (post: Post) => {
    setTarget(post);
    if (loginState === 'logged-in') return setOpen(true);
    afterLogin.current = true;
    bus.emit('auth:open-login', { reason: t('ui.report.post.loginReason', { ns: 'common' }) });
  };

  const dialog = (
    <ReportDialog
      // a new post gets a fresh form; the same post's form keeps what was typed
      key={target?.post_id ?? 0}
      open={open && target !== null}
      onClose={() => setOpen(false)}
      siteKey={appInfo?.recaptcha_site_key}
      kind="post"
      send={(report, recaptchaToken) =>
        runApiMutation('reportPost', { params: { postId: target!.post_id }, body: { report, recaptchaToken } })
      }
    />
  );
  return { ask, dialog };
}
