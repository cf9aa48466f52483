import http from 'node:http';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailConfig } from '../src/config';
import { makeTempDir } from './helpers';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on a loopback port (smtp-server), collecting every mail it accepts. */
export async function startSmtp(): Promise<{
  config: MailConfig;
  mails: ReceivedMail[];
  waitFor: (pred: (m: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          const to = session.envelope.rcptTo.map((r) => r.address).join(',');
          mails.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: String(parsed.html || '') });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  const waitFor = async (pred: (m: ReceivedMail) => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.find(pred);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no such mail; got: ${mails.map((m) => `${m.to}: ${m.subject}`).join(' | ')}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  return {
    config: {
      smtpHost: '127.0.0.1',
      smtpPort: port,
      smtpSecure: false,
      from: 'Travel Inspiration <no-reply@test.example>',
      outboxDir: makeTempDir('unused-outbox'),
    },
    mails,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to our site in a mail's text. */
export function linkIn(mail: ReceivedMail, site: string): string {
  const m = mail.text.match(new RegExp(`${site.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^\\s]+`));
  if (!m) throw new Error(`no link in mail: ${mail.text}`);
  return m[0];
}

/** A tiny JSON/text HTTP server on loopback for fake providers. */
export async function startHttp(
  handler: (req: http.IncomingMessage, body: string, url: URL) => { status?: number; json?: unknown; text?: string },
): Promise<{ url: string; close: () => Promise<void>; calls: string[] }> {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      calls.push(`${req.method} ${url.pathname}`);
      const out = handler(req, Buffer.concat(chunks).toString('utf8'), url);
      if (out.json !== undefined) {
        res.writeHead(out.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(out.json));
      } else {
        res.writeHead(out.status ?? 200, { 'content-type': 'application/x-www-form-urlencoded' });
        res.end(out.text ?? '');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A loopback reCAPTCHA siteverify server (the protocol Google speaks: form-encoded secret/response/remoteip,
 * JSON {success}). It accepts the token 'good-token' for the secret 'test-secret'; `config` is the app's setting.
 */
export async function startCaptcha(): Promise<{
  config: { secret: string; verifyUrl: string };
  calls: URLSearchParams[];
  close: () => Promise<void>;
}> {
  const calls: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      calls.push(form);
      const success = form.get('secret') === 'test-secret' && form.get('response') === 'good-token';
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify(success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    config: { secret: 'test-secret', verifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify` },
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
