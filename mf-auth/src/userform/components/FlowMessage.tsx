import type { ReactNode } from 'react';
import '../../common/userform.css';

export interface FlowMessageProps {
  title: string;
  children: ReactNode;
  /** buttons or links under the message */
  actions?: ReactNode;
  tone?: 'success' | 'info' | 'error';
  /** 1 when the message is the page's main content, 2 inside a dialog */
  level?: 1 | 2;
}

/**
 * A message step of the flow (AccountMessage, ForgotPasswordMessage, SignUpSuccess,
 * SignupSavePlanSuccessMessage): a heading, the text (a live region) and what to do next.
 */
export function FlowMessage({ title, children, actions, tone = 'info', level = 2 }: FlowMessageProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`mfa-message mfa-message--${tone}`} aria-labelledby="mfa-message-title">
      <Heading id="mfa-message-title">{title}</Heading>
      <div role={tone === 'error' ? 'alert' : 'status'}>{children}</div>
      {actions && <div className="mfa-footer">{actions}</div>}
    </section>
  );
}
