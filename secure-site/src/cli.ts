// w3m-secure-site: serve | migrate | project <id> <origin…> [--preview-hosts] | rotate-keys | smtp-catcher
import { loadConfig } from './config';
import { saveProject } from './auth/projects';
import { createContext, startSite } from './site';
import { rotateMasterKey } from './wallet/custody-store';
import { startSmtpCatcher } from './mail/smtp-catcher';

const USAGE = `Usage: w3m-secure-site <command>
  serve                               start the server (PORT, HOST, DATABASE_URL, W3M_DATA_DIR, SMTP_URL, …)
  migrate                             apply the SQL migrations and exit
  project <id> <origin…> [--preview-hosts]
                                      set a project's allowed origins (https://app.example.com, https://*.example.com)
  rotate-keys                         re-wrap every data key under W3M_MASTER_KEY_ID
  smtp-catcher [port]                 run the development SMTP catcher (default 2525)`;

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (command === 'smtp-catcher') {
    const catcher = await startSmtpCatcher({ port: Number(rest[0] ?? 2525) });
    console.log(`SMTP catcher on 127.0.0.1:${catcher.port}`);
    return;
  }
  if (!command || !['serve', 'migrate', 'project', 'rotate-keys'].includes(command)) {
    console.log(USAGE);
    process.exitCode = command ? 1 : 0;
    return;
  }
  const config = loadConfig(process.env);
  const ctx = await createContext(config);
  if (command === 'serve') {
    const site = await startSite(ctx, config, true);
    console.log(`Secure site on ${site.url} (${ctx.db.kind}, public origin ${config.publicOrigin})`);
    const stop = () => void site.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }
  try {
    if (command === 'project') {
      const [id, ...origins] = rest.filter((arg) => arg !== '--preview-hosts');
      if (!id) throw new Error('project needs an id');
      await saveProject(ctx, {
        id,
        allowedOrigins: origins,
        allowPreviewHosts: rest.includes('--preview-hosts'),
      });
      console.log(`Project ${id}: ${origins.join(' ') || '(no origins)'}`);
    } else if (command === 'rotate-keys') {
      console.log(`${await rotateMasterKey(ctx)} wallets re-wrapped under ${ctx.master.activeId}`);
    } else {
      console.log('Migrations applied');
    }
  } finally {
    ctx.mailer.close();
    await ctx.db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
