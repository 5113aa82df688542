// Issue 16 bench: 500 concurrent email logins (start, code from the real SMTP catcher, verify,
// then GET /user with the new token) against one secure-site instance, on PGlite and on a private
// PostgreSQL cluster. Prints logins/s, p50/p99 and peak RSS, and counts lost or crossed sessions.
// `npx tsx bench/secure-site.ts [count]`; `npm run bench` runs it after the page measurements.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../secure-site/src/config';
import { generateMasterKeyEntry } from '../secure-site/src/crypto/custody';
import { saveProject } from '../secure-site/src/auth/projects';
import { openDatabase } from '../secure-site/src/db/database';
import { startSmtpCatcher } from '../secure-site/src/mail/smtp-catcher';
import { createContext, startSite } from '../secure-site/src/site';
import { startPostgresCluster } from '../secure-site/test/postgres-cluster';

const count = Number(process.argv[2] ?? 500);
const HOST = 'http://127.0.0.1:3333';

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function run(label: string, databaseUrl: string | undefined): Promise<void> {
  const catcher = await startSmtpCatcher({ port: 0 });
  const config = loadConfig(
    {
      PORT: '0',
      SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
      W3M_MASTER_KEYS: generateMasterKeyEntry('bench'),
      W3M_PEPPER: randomBytes(32).toString('base64'),
      W3M_SESSION_KEY: randomBytes(32).toString('base64'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    () => undefined,
  );
  // All clients share one IP here, so the per-IP limits are lifted for the bench.
  const db = await openDatabase(databaseUrl ? { url: databaseUrl, poolSize: 20 } : {});
  const ctx = await createContext(config, {
    db,
    limits: { ipStartsPerWindow: 1e9, ipVerifiesPerWindow: 1e9 },
  });
  await saveProject(ctx, { id: 'bench', allowedOrigins: [HOST], allowPreviewHosts: false });
  const site = await startSite(ctx, config);
  ctx.publicOrigin = new URL(site.url).origin;
  const headers = {
    'content-type': 'application/json',
    origin: ctx.publicOrigin,
    'x-project-id': 'bench',
    'x-host-origin': HOST,
  };
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${site.url}${path}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${String(json.error)}`);
    return json;
  };
  const codeFor = async (email: string): Promise<string> => {
    for (let tries = 0; tries < 500; tries += 1) {
      const mail = catcher.messages(email)[0];
      const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      if (code) return code;
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail for ${email}`);
  };
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const login = async (index: number) => {
    const started = performance.now();
    const email = `bench-${index}-${randomBytes(3).toString('hex')}@example.com`;
    const deviceId = randomBytes(24).toString('base64url');
    await post('/api/v1/email/start', { email, deviceId });
    const verified = await post('/api/v1/email/verify', { email, deviceId, otp: await codeFor(email) });
    const user = (await (
      await fetch(`${site.url}/api/v1/user`, {
        headers: { ...headers, authorization: `Bearer ${String(verified.accessToken)}` },
      })
    ).json()) as { email: string; address: string };
    const own = verified.user as { email: string; address: string };
    return {
      ms: performance.now() - started,
      crossed: user.email !== email || own.email !== email || user.address !== own.address,
      address: own.address,
    };
  };
  const started = performance.now();
  const results = await Promise.allSettled(Array.from({ length: count }, (_, index) => login(index)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const done = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
  const times = done.map((item) => item.ms).sort((a, b) => a - b);
  const addresses = new Set(done.map((item) => item.address));
  console.log(`\nSecure site, ${count} concurrent email logins on ${label}:`);
  console.log(`  ${(done.length / seconds).toFixed(1)} logins/s, ${seconds.toFixed(1)} s in all`);
  console.log(
    `  per login: p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
  );
  console.log(
    `  peak RSS (server, catcher and clients in one process): ${(peakRss / 1024 / 1024).toFixed(0)} MiB`,
  );
  console.log(
    `  lost: ${count - done.length}, crossed: ${done.filter((item) => item.crossed).length}, distinct wallets: ${addresses.size}`,
  );
  if (failures.length > 0) console.log(`  first failure: ${failures[0]}`);
  await site.close();
  await catcher.close();
  if (done.length !== count || done.some((item) => item.crossed) || addresses.size !== count)
    process.exitCode = 1;
}

await run('PGlite', undefined);
const cluster = await startPostgresCluster();
try {
  await run('PostgreSQL', cluster.url);
} finally {
  await cluster.stop();
}
