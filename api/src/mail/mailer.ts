import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the action link in the mail (logged only in outbox mode, so a newcomer can follow it) */
  link?: string;
}

export interface MailLog {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface Mailer {
  /** Send now; resolves when the SMTP server accepted the mail (or the .eml file is written). */
  send(mail: Mail): Promise<void>;
  /** Send in the background (the caller's response does not wait, so timing tells nothing); errors are logged. */
  queue(mail: Mail): void;
  /** Wait for queued mails (app shutdown, tests). */
  flush(): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

/**
 * nodemailer over SMTP when SMTP_HOST is set; otherwise each mail becomes an .eml file in the outbox folder
 * (DATA_DIR/outbox) and its link is logged. Recipients are never logged in SMTP mode beyond the message id.
 */
export function createMailer(config: MailConfig, log: MailLog): Mailer {
  const smtp = !!config.smtpHost;
  const transport: Transporter = smtp
    ? nodemailer.createTransport({
        host: config.smtpHost,
        port: config.smtpPort,
        secure: config.smtpSecure,
        auth: config.smtpUser ? { user: config.smtpUser, pass: config.smtpPassword ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function send(mail: Mail): Promise<void> {
    const info = await transport.sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (smtp) {
      log.info({ messageId: info.messageId }, 'mail sent');
      return;
    }
    await mkdir(config.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const file = path.join(config.outboxDir, name);
    await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    // development convenience (no SMTP configured): the link is what a newcomer needs to verify/reset
    log.info({ file, link: mail.link }, 'mail written to the outbox (no SMTP configured)');
  }

  return {
    mode: smtp ? 'smtp' : 'outbox',
    send,
    queue(mail) {
      const p: Promise<void> = send(mail)
        .catch((err: unknown) => {
          log.error({ err: err instanceof Error ? err.message : String(err) }, 'mail could not be sent');
        })
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
