import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection, PublicKey } from '@solana/web3.js';
import type { Browser } from 'puppeteer';
import { createPublicClient, erc20Abi, getContractAddress, http, parseUnits, type Address } from 'viem';
import { parseDevConfig } from '../../dev/config';
import { FUNDED_ACCOUNT_COUNT, TEST_TOKENS } from '../../dev/evm/deploy';
import { localChain } from '../../dev/evm/local-chain';
import { findFreePort, isPortFree } from '../../dev/ports';
import { CONTENT_SECURITY_POLICY } from '../../dev/security-headers';
import { startStack } from '../../dev/stack';
import type { StackPorts } from '../../dev/stack-ports';
import { READY_MARKER } from '../../dev/stack-summary';
import { waitFor } from '../../dev/wait';
import { launchBrowser, openPage } from '../support/browser';
import { rpc, revertChain, snapshotChain, useCleanChain } from '../support/chain';
import { spawnWatched, type WatchedProcess } from '../support/child-process';
import { stackInfo } from '../support/stack-info';

const ROOT = join(__dirname, '..', '..');
const stack = stackInfo();
useCleanChain();

describe('local stack: chains and tokens', () => {
  it('runs chain 31337 and chain 31338', async () => {
    expect(await rpc(stack.urls.evm, 'eth_chainId')).toBe('0x7a69');
    expect(await rpc(stack.urls.evm2, 'eth_chainId')).toBe('0x7a6a');
  });

  it('deploys tUSD and TST at deterministic addresses and mints to the first dev accounts', async () => {
    const [chain] = stack.config.chains;
    const deployer = stack.config.accounts[0];
    if (!chain || !deployer) throw new Error('the stack config lists no chain or no account');
    const client = createPublicClient({
      chain: localChain(chain.chainId, chain.rpcUrl),
      transport: http(chain.rpcUrl),
    });

    expect(stack.config.tokens.map((token) => token.symbol)).toEqual(['tUSD', 'TST']);
    for (const [index, spec] of TEST_TOKENS.entries()) {
      const token = stack.config.tokens[index];
      if (!token) throw new Error(`token ${spec.symbol} is missing from the config`);
      expect(token.address).toBe(getContractAddress({ from: deployer, nonce: BigInt(index) }));
      const read = (functionName: 'symbol' | 'decimals' | 'name') =>
        client.readContract({ address: token.address, abi: erc20Abi, functionName });
      expect(await read('symbol')).toBe(spec.symbol);
      expect(await read('name')).toBe(spec.name);
      expect(await read('decimals')).toBe(spec.decimals);
      const balanceOf = (owner: Address) =>
        client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        });
      for (const account of stack.config.accounts.slice(0, FUNDED_ACCOUNT_COUNT)) {
        expect(await balanceOf(account)).toBe(parseUnits(spec.mintPerAccount, spec.decimals));
      }
      const unfunded = stack.config.accounts[FUNDED_ACCOUNT_COUNT];
      if (unfunded) expect(await balanceOf(unfunded)).toBe(0n);
    }
    expect(
      await client.readContract({
        address: stack.config.tokens[0]!.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [deployer],
      }),
    ).toBe(1_000_000_000_000n);
  });

  it('lists the first five dev accounts, starting with 0xf39F…2266', () => {
    expect(stack.config.accounts).toHaveLength(5);
    expect(stack.config.accounts[0]).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('snapshots and reverts chain state', async () => {
    const account = stack.config.accounts[4];
    if (!account) throw new Error('no fifth dev account');
    const balance = () => rpc(stack.urls.evm, 'eth_getBalance', [account, 'latest']);
    const before = await balance();
    const id = await snapshotChain(stack.urls.evm);
    await rpc(stack.urls.evm, 'anvil_setBalance', [account, '0x1']);
    expect(await balance()).toBe('0x1');
    await revertChain(stack.urls.evm, id);
    expect(await balance()).toBe(before);
    await expect(revertChain(stack.urls.evm, id)).rejects.toThrow('evm_revert');
  });
});

describe('local stack: demo server', () => {
  it('serves dev-config.json with the chains and token addresses', async () => {
    const response = await fetch(stack.urls.devConfig);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const served = parseDevConfig(await response.text());
    expect(served).toEqual(stack.config);
    expect(served.chains.map((chain) => chain.rpcUrl)).toEqual([
      stack.urls.evm,
      stack.urls.evm2,
      stack.urls.ens,
    ]);
    expect(served.chains.map((chain) => chain.chainId)).toEqual([31337, 31338, 1]);
  });

  it('sends the CSP and security headers with the demo page', async () => {
    const response = await fetch(`${stack.urls.demo}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('local stack: in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('enforces the CSP: an injected inline script does not run', async () => {
    const { page } = await openPage(browser, `${stack.urls.demo}/`);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.inlineRan = "yes"';
      document.head.append(script);
      return document.documentElement.dataset.inlineRan ?? 'no';
    });
    expect(ran).toBe('no');
    await page.close();
  });

  it('keeps every request on 127.0.0.1 and blocks the rest', async () => {
    const record = await openPage(browser, stack.urls.devConfig);
    const outcome = await record.page.evaluate(() =>
      fetch('https://example.com/leak').then(
        () => 'reached',
        () => 'blocked',
      ),
    );
    expect(outcome).toBe('blocked');
    expect(record.blockedRequests).toEqual(['https://example.com/leak']);
    expect(record.requests[0]).toBe(stack.urls.devConfig);
    expect(record.pageErrors).toEqual([]);
    await record.page.close();
  });
});

describe('startStack', () => {
  it('lets later code add API routes to the demo server', async () => {
    const ports = {
      demo: await findFreePort(),
      evm: await findFreePort(),
      evm2: await findFreePort(),
      relay: await findFreePort(),
      bitcoin: await findFreePort(),
      ens: await findFreePort(),
      secure: await findFreePort(),
      smtp: await findFreePort(),
      oidc: await findFreePort(),
      solana: await findFreePort(),
      solanaWs: await findFreePort(),
      bundler: await findFreePort(),
    };
    const siteRoot = await mkdtemp(join(tmpdir(), 'w3m-route-e2e-'));
    const second = await startStack({ ports, siteRoot, secureSite: false });
    try {
      second.route('GET', '/api/ping', (_request, response) => {
        response.end('pong');
      });
      expect(await (await fetch(`${second.urls.demo}/api/ping`)).text()).toBe('pong');
    } finally {
      await second.stop();
      await rm(siteRoot, { recursive: true, force: true });
    }
  });

  it('stops what it already started when a later step fails', async () => {
    const ports = {
      demo: await findFreePort(),
      evm: await findFreePort(),
      evm2: await findFreePort(),
      relay: await findFreePort(),
      bitcoin: await findFreePort(),
      ens: await findFreePort(),
      secure: await findFreePort(),
      smtp: await findFreePort(),
      oidc: await findFreePort(),
      solana: await findFreePort(),
      solanaWs: await findFreePort(),
      bundler: await findFreePort(),
    };
    // /dev/null is a file, so writing dev-config.json fails after both chains are up and tokens deployed.
    await expect(startStack({ ports, siteRoot: '/dev/null/site', secureSite: false })).rejects.toThrow(
      '/dev/null/site',
    );
    for (const port of Object.values(ports)) expect(await isPortFree(port)).toBe(true);
  });
});

describe('npm start (dev/start.ts)', () => {
  let siteRoot: string;
  let started: WatchedProcess | undefined;
  let holder: WatchedProcess | undefined;

  beforeAll(async () => {
    siteRoot = await mkdtemp(join(tmpdir(), 'w3m-start-e2e-'));
    // A private copy, so this second stack's dev-config.json does not overwrite the shared one.
    await cp(join(ROOT, 'build', 'site', 'index.html'), join(siteRoot, 'index.html'));
  });
  afterEach(() => {
    started?.killGroup();
    holder?.killGroup();
    started = undefined;
    holder = undefined;
  });
  afterAll(async () => {
    await rm(siteRoot, { recursive: true, force: true });
  });

  const sparePorts = async () => ({
    demo: await findFreePort(),
    evm: await findFreePort(),
    evm2: await findFreePort(),
    relay: await findFreePort(),
    bitcoin: await findFreePort(),
    ens: await findFreePort(),
    secure: await findFreePort(),
    smtp: await findFreePort(),
    oidc: await findFreePort(),
    solana: await findFreePort(),
    solanaWs: await findFreePort(),
    bundler: await findFreePort(),
  });
  const startWith = (ports: StackPorts): WatchedProcess =>
    // As `npm start` runs it: node itself with tsx's loader, no tsx CLI in between. The CLI relays
    // Ctrl-C to its child and, when the child has not acknowledged it within 30 ms (a busy
    // machine), SIGKILLs it and exits 130: the stack never got to stop cleanly.
    spawnWatched(
      process.execPath,
      ['--import', 'tsx', 'dev/start.ts', '--no-build', '--site-root', siteRoot],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          W3M_DEMO_PORT: String(ports.demo),
          W3M_EVM_PORT: String(ports.evm),
          W3M_EVM2_PORT: String(ports.evm2),
          W3M_RELAY_PORT: String(ports.relay),
          W3M_BITCOIN_PORT: String(ports.bitcoin),
          W3M_ENS_PORT: String(ports.ens),
          W3M_SECURE_PORT: String(ports.secure),
          W3M_SMTP_PORT: String(ports.smtp),
          W3M_OIDC_PORT: String(ports.oidc),
          W3M_SOLANA_PORT: String(ports.solana),
          W3M_SOLANA_WS_PORT: String(ports.solanaWs),
          W3M_BUNDLER_PORT: String(ports.bundler),
        },
      },
    );

  it('prints its ready line and URLs, serves its own chains, then exits 0 on SIGINT and frees its ports', async () => {
    const ports = await sparePorts();
    started = startWith(ports);
    // The first start of the secure site initialises its PGlite database: slow on a busy machine.
    await started.waitForLine(new RegExp(READY_MARKER), 100_000);
    const output = started.stdout.join('\n');
    for (const url of [
      `http://127.0.0.1:${ports.demo}`,
      `http://127.0.0.1:${ports.demo}/html/`,
      `http://127.0.0.1:${ports.demo}/vue/`,
      `http://127.0.0.1:${ports.evm}`,
      `http://127.0.0.1:${ports.evm2}`,
    ]) {
      expect(output).toContain(url);
    }
    expect(output).toMatch(/tUSD\s+0x5FbDB2315678afecb367f032d93F642f64180aa3/);
    expect(output).toMatch(/TST\s+0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512/);
    expect(await rpc(`http://127.0.0.1:${ports.evm2}`, 'eth_chainId')).toBe('0x7a6a');
    const served = parseDevConfig(
      await (await fetch(`http://127.0.0.1:${ports.demo}/dev-config.json`)).text(),
    );
    expect(served.chains[0]?.rpcUrl).toBe(`http://127.0.0.1:${ports.evm}`);
    expect(served.bitcoin?.url).toBe(`http://127.0.0.1:${ports.bitcoin}`);
    expect(output).toContain(served.bitcoin?.accounts[0]?.payment.address);
    expect(await (await fetch(`http://127.0.0.1:${ports.bitcoin}/blocks/tip/height`)).text()).toBe('1');
    expect(served.solana).toMatchObject({
      rpcUrl: `http://127.0.0.1:${ports.solana}`,
      wsUrl: `ws://127.0.0.1:${ports.solanaWs}`,
    });
    // ERC-4337: EntryPoint v0.7 and the factories on the dev chain, alto serving that EntryPoint.
    const [smart] = served.smartAccounts ?? [];
    expect(smart).toMatchObject({ chainId: 31337, bundlerUrl: `http://127.0.0.1:${ports.bundler}` });
    expect(await rpc(`http://127.0.0.1:${ports.evm}`, 'eth_getCode', [smart?.entryPoint, 'latest'])).not.toBe(
      '0x',
    );
    expect(await rpc(`http://127.0.0.1:${ports.bundler}`, 'eth_supportedEntryPoints')).toEqual([
      smart?.entryPoint,
    ]);

    started.child.kill('SIGINT');
    expect(await started.exit).toBe(0);
    for (const port of Object.values(ports)) {
      await waitFor(async () => ((await isPortFree(port)) ? true : undefined), {
        description: `port ${port} to be freed`,
        timeoutMs: 5000,
      });
    }
  }, 150_000);

  it('refuses a taken port: exits 1 naming the port and the pid holding it, and starts nothing', async () => {
    const ports = await sparePorts();
    holder = spawnWatched(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${ports.evm}, '127.0.0.1', () => console.log('holding'))`,
    ]);
    await holder.waitForLine(/holding/);
    started = startWith(ports);
    expect(await started.exit).toBe(1);
    const errors = started.stderr.join('\n');
    expect(errors).toContain(
      `Port ${ports.evm} (EVM dev chain) is already in use by pid ${String(holder.child.pid)}`,
    );
    expect(errors).toContain('W3M_EVM_PORT');
    expect(errors).not.toMatch(/^\s+at /m);
    expect(await isPortFree(ports.demo)).toBe(true);
    expect(await isPortFree(ports.evm2)).toBe(true);
  });
});

describe('WalletConnect relay', () => {
  it('is started with the stack, listed in dev-config.json and answers its health check', async () => {
    const stack = stackInfo();
    expect(stack.config.relayUrl).toBe(stack.urls.relay);
    const health = await fetch(stack.urls.relay.replace(/^ws/, 'http') + '/health');
    expect(health.ok).toBe(true);
  });
});

describe('Solana dev chain', () => {
  it('is started with the stack and listed in dev-config.json with funded accounts holding the test token', async () => {
    const stack = stackInfo();
    const solana = stack.config.solana;
    expect(solana?.rpcUrl).toBe(stack.urls.solana);
    expect(solana?.wsUrl).toBe(stack.urls.solanaWs);
    const connection = new Connection(stack.urls.solana, { wsEndpoint: stack.urls.solanaWs });
    expect(`solana:${(await connection.getGenesisHash()).slice(0, 32)}`).toBe(solana?.caipNetworkId);
    const [account] = solana?.accounts ?? [];
    const [token] = solana?.tokens ?? [];
    expect(await connection.getBalance(new PublicKey(account ?? ''))).toBeGreaterThan(0);
    const held = await connection.getParsedTokenAccountsByOwner(new PublicKey(account ?? ''), {
      mint: new PublicKey(token?.mint ?? ''),
    });
    expect(held.value).toHaveLength(1);
  });
});
