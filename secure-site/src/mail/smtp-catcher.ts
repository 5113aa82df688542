import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One caught mail, as the mailbox JSON lists it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/** A running catcher. */
export interface SmtpCatcher {
  port: number;
  /** Mails newest first, only those to `to` (case-insensitive) when given. */
  messages(to?: string): CaughtMail[];
  /** Forgets every mail. */
  clear(): void;
  /**
   * Answers `/dev/mailbox.json?to=` (JSON) and `/dev/mailbox/` (HTML) for a dev server to mount;
   * returns false for other paths.
   */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  close(): Promise<void>;
}

const MAX_MAILS = 1000;
const MAX_SIZE = 256 * 1024;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A real SMTP server for the local stack (127.0.0.1 only, no auth): keeps the last 1000 mails in
 * memory so tests and the mailbox page can read the codes and links the secure site sends.
 */
export async function startSmtpCatcher(options: { port?: number; host?: string } = {}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_SIZE,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.unshift({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          mails.splice(MAX_MAILS);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 2525, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;

  const messages = (to?: string): CaughtMail[] =>
    to ? mails.filter((mail) => mail.to.includes(to.toLowerCase())) : [...mails];

  const handle = (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to') ?? undefined;
    if (url.pathname === '/dev/mailbox.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(messages(to)));
      return true;
    }
    if (url.pathname === '/dev/mailbox/' || url.pathname === '/dev/mailbox') {
      const rows = messages(to)
        .map(
          (mail) =>
            `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to.join(', '))} at ${escapeHtml(mail.receivedAt)}</p><pre>${escapeHtml(mail.text)}</pre></article>`,
        )
        .join('');
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'",
        'cache-control': 'no-store',
      });
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head><body><h1>Dev mailbox</h1>${rows || '<p>No mail yet.</p>'}</body></html>`,
      );
      return true;
    }
    return false;
  };

  return {
    port,
    messages,
    clear: () => mails.splice(0),
    handle,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
