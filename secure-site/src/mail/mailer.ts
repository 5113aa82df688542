import nodemailer from 'nodemailer';

/** One outgoing mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; the SMTP one below, or any other transport a host plugs in. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Mail over SMTP with nodemailer. `smtpUrl` is smtp://user:pass@host:port (smtps:// for TLS);
 * the local stack points it at the SMTP catcher on 127.0.0.1:2525.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must be smtp:// or smtps://: ${smtpUrl}`);
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    // A local catcher has no certificate; anything else must offer STARTTLS.
    ignoreTLS: local,
    requireTLS: !local && url.protocol === 'smtp:',
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    pool: true,
    maxConnections: 5,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/** The one-time code mail. */
export function codeMail(to: string, code: string, minutes: number): Mail {
  return {
    to,
    subject: `Your login code: ${code}`,
    text: `Your one-time login code is ${code}.\n\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this mail.\n`,
  };
}

/** The new-device approval mail. */
export function deviceMail(to: string, link: string, minutes: number): Mail {
  return {
    to,
    subject: 'Approve your new device',
    text: `Someone is logging in to your wallet from a new device or browser.\n\nIf it is you, approve it by opening this link within ${minutes} minutes:\n${link}\n\nIf it is not you, ignore this mail: nothing happens without the link.\n`,
  };
}

/** The email-update codes: the first goes to the current address, the second to the new one. */
export function updateCodeMail(to: string, code: string, minutes: number, newEmail: string): Mail {
  const step =
    to === newEmail
      ? 'to confirm this new address for your wallet'
      : `to confirm that you want to change your wallet's email to ${newEmail}`;
  return {
    to,
    subject: `Your email change code: ${code}`,
    text: `Your one-time code is ${code}. Enter it ${step}.\n\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this mail: nothing changes without it.\n`,
  };
}
