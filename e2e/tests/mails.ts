import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { BASE_URL, RUN_DIR } from '../system';

// No SMTP in e2e: the API writes every mail as an .eml file into DATA_DIR/outbox, where tests read it.

const outbox = () => path.join(fs.readFileSync(path.join(RUN_DIR, 'data-dir'), 'utf8'), 'outbox');

/** The newest mail to `to` whose subject matches, parsed; waits for it to be written. */
export async function mailTo(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const dir = outbox();
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const f of files) {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, f)));
      const rcpt = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(',') : (parsed.to?.text ?? '');
      if (rcpt.includes(to) && subject.test(parsed.subject ?? ''))
        return { subject: parsed.subject ?? '', text: parsed.text ?? '' };
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The path of the first link to the site in a mail's text. */
export function linkIn(text: string): string {
  const m = text.match(new RegExp(`${BASE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^\\s]+`));
  if (!m) throw new Error(`no site link in: ${text}`);
  return m[0].replace(BASE_URL, '');
}
