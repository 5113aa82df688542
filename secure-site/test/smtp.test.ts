import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { codeMail, smtpMailer } from '../src/mail/mailer';
import { startSmtpCatcher, type SmtpCatcher } from '../src/mail/smtp-catcher';

describe('mail over real SMTP into the dev catcher', () => {
  let catcher: SmtpCatcher;
  before(async () => {
    catcher = await startSmtpCatcher({ port: 0 });
  });
  after(() => catcher.close());

  it('delivers with nodemailer and lists mails newest first per address, as JSON and as a page', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${catcher.port}`, 'Wallet <wallet@localhost>');
    try {
      await mailer.send(codeMail('Ada@Example.com', '012345', 10));
      await mailer.send({ to: 'bob@example.com', subject: 'Hi <b>', text: 'second <script>' });
      await mailer.send(codeMail('ada@example.com', '999999', 10));
    } finally {
      mailer.close();
    }
    const ada = catcher.messages('ADA@example.com');
    assert.deepEqual(
      ada.map((mail) => mail.subject),
      ['Your login code: 999999', 'Your login code: 012345'],
    );
    assert.match(ada[1]?.text ?? '', /code is 012345\./);
    assert.ok(!Number.isNaN(Date.parse(ada[0]?.receivedAt ?? '')));

    const server = createServer((request, response) => {
      if (!catcher.handle(request, response)) response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const json = (await (
        await fetch(`http://127.0.0.1:${port}/dev/mailbox.json?to=bob@example.com`)
      ).json()) as Array<{
        to: string[];
        subject: string;
      }>;
      assert.deepEqual(
        json.map((mail) => [mail.to, mail.subject]),
        [[['bob@example.com'], 'Hi <b>']],
      );
      const page = await fetch(`http://127.0.0.1:${port}/dev/mailbox/`);
      const html = await page.text();
      assert.match(html, /Your login code: 999999/);
      assert.match(html, /second &#60;script&#62;/);
      assert.equal(page.headers.get('content-security-policy'), "default-src 'none'");
      assert.equal((await fetch(`http://127.0.0.1:${port}/other`)).status, 404);
    } finally {
      server.close();
    }
    catcher.clear();
    assert.deepEqual(catcher.messages(), []);
  });

  it('refuses a non-SMTP URL', () => {
    assert.throws(() => smtpMailer('http://127.0.0.1:25', 'a@b.c'), /smtp:\/\//);
  });
});
