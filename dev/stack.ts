import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createWalletClient, http } from 'viem';
import { decodeDevConfig, type DevConfig } from './config';
import { startAnvil, type AnvilNode } from './evm/anvil';
import { deployTestTokens } from './evm/deploy';
import { deployTestNfts } from './evm/deploy-nfts';
import { deployUniswap } from './evm/deploy-uniswap';
import { deployEns } from './ens/deploy-ens';
import { defaultSiteRoot, projectRoot } from './paths';
import { startBitcoinEndpoint } from './bitcoin/server';
import { serveBundlerControls } from './bundler/control-routes';
import { createPaymasterService, paymasterRoute } from './bundler/paymaster-service';
import { startStackOidc } from './oidc/stack-oidc';
import { deployDevFarcaster, serveDevFarcasterApp } from './farcaster/stack-farcaster';
import { devOnrampApiKey, devOnrampSecureSiteEnv, serveDevOnramp } from './onramp/stack-onramp';
import { startSmartAccountInfra } from './bundler/smart-account-infra';
import { startStackSecureSite } from './secure-site';
import { assertPortFree } from './ports';
import { startRelay } from './relay/server';
import { LOCAL_GENESIS_HASH } from './solana/constants';
import { spawnLocalSolana } from './solana/process';
import { startDevServer, type DevServer } from './server';
import { serveSiwxDemo } from './siwx-demo';
import { PORT_SETTINGS, resolveStackPorts, type StackPorts } from './stack-ports';

export type { StackPorts } from './stack-ports';

/** Options of {@link startStack}. */
export interface StackOptions {
  /** Port overrides; missing ones come from the W3M_*_PORT variables (see stack-ports.ts) or the defaults. */
  ports?: Partial<StackPorts>;
  /** Folder served as the demo (default build/site); dev-config.json is written into it. */
  siteRoot?: string;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
  /** The secure site's data folder (default .stack-data/secure-site-<port>; tests pass a fresh one). */
  dataDir?: string;
  /**
   * Start the secure site and the SMTP catcher (default true). Off for stacks started inside a
   * Jest test worker, where PGlite's WebAssembly loader cannot run.
   */
  secureSite?: boolean;
  /**
   * The secure site's wait between mails to one address (default: its 30 s). The e2e stack sets 0
   * so no test waits on it; the server's own tests cover the real rule with a moved clock.
   */
  emailCodeCooldownMs?: number;
  /** Serve the test-only controls (POST /dev/bundler/stop and /start); the e2e stack sets it. */
  devControls?: boolean;
}

/** Where the running stack's services answer. */
export interface StackUrls {
  demo: string;
  html: string;
  vue: string;
  devConfig: string;
  evm: string;
  evm2: string;
  relay: string;
  /** Base URL of the Esplora-shaped Bitcoin regtest endpoint. */
  bitcoin: string;
  /** RPC URL of the chain with id 1 and ENS (the demo's mainnet). */
  ens: string;
  /** The secure site (frame page and API), unless started without it. */
  secureSite?: string;
  /** The mailbox page of the SMTP catcher, on the demo server. */
  mailbox?: string;
  /** The local OpenID provider standing in for the social providers, with the secure site. */
  oidc?: string;
  /** Local Solana JSON-RPC. */
  solana: string;
  /** Local Solana RPC WebSocket. */
  solanaWs: string;
  /** The ERC-4337 bundler (alto) in front of the EVM dev chain. */
  bundler: string;
}

/** How long starting took, in milliseconds. */
export interface StackTimings {
  anvilMs: number;
  deployMs: number;
  /** Deploying EntryPoint v0.7 and the account factories, then starting the bundler. */
  bundlerMs: number;
  totalMs: number;
}

/** A started local stack. */
export interface RunningStack {
  config: DevConfig;
  urls: StackUrls;
  timings: StackTimings;
  /** Adds an API route to the demo server (for the demo backend a later issue serves). */
  route: DevServer['route'];
  /** Stops every service and waits for child processes to exit; safe to call twice. */
  stop(): Promise<void>;
}

const CHAINS = [
  { chainId: 31337, name: 'Anvil', port: 'evm' },
  { chainId: 31338, name: 'Anvil 2', port: 'evm2' },
  // Chain id 1 with ENS deployed: the demo's "mainnet", for names and avatars.
  { chainId: 1, name: 'Ethereum (local ENS)', port: 'ens' },
] as const;
const DEV_ACCOUNTS_LISTED = 5;
/** Where the demo server answers ERC-7677 paymaster requests. */
const PAYMASTER_PATH = '/dev/paymaster';

/**
 * Starts the local stack: three anvil chains (31337, 31338, and 1 with ENS), the test tokens,
 * NFTs and Uniswap V2 with three pools, the WalletConnect relay, the Solana dev chain (funded dev
 * keys, an SPL test token), the Bitcoin regtest endpoint, ERC-4337 (EntryPoint v0.7, account
 * factories, the alto bundler), the SMTP catcher and the secure site, dev-config.json and the demo
 * server.
 * Every port is checked first; if any step fails, what already started is stopped before the error is thrown.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const log = options.log ?? (() => undefined);
  const ports = resolveStackPorts(options.ports);
  const siteRoot = options.siteRoot ?? defaultSiteRoot();
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async (): Promise<void> => {
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch((error: unknown) => log(`stopping a stack service failed: ${String(error)}`));
    }
  };

  try {
    for (const key of Object.keys(PORT_SETTINGS) as Array<keyof StackPorts>) {
      await assertPortFree(ports[key], PORT_SETTINGS[key].service, PORT_SETTINGS[key].envVar);
    }
    const started = Date.now();
    const nodes = await startAll(
      CHAINS.map((chain) => () => startAnvil({ port: ports[chain.port], chainId: chain.chainId })),
      stops,
    );
    const anvilMs = Date.now() - started;
    log(`anvil chains up in ${anvilMs} ms`);

    const relay = await startRelay({ host: '127.0.0.1', port: ports.relay });
    stops.push(() => relay.stop());

    const bitcoin = await startBitcoinEndpoint({ port: ports.bitcoin, log });
    stops.push(() => bitcoin.stop());

    const [evm, evm2, ens] = nodes;
    if (!evm || !evm2 || !ens) throw new Error('every EVM chain should have started');
    const accounts = await createWalletClient({ transport: http(evm.rpcUrl) }).getAddresses();
    const tokens = await deployTestTokens(evm.rpcUrl, evm.chainId, accounts);
    const nfts = await deployTestNfts(evm.rpcUrl, evm.chainId, accounts);
    const uniswapStarted = Date.now();
    const uniswap = await deployUniswap(evm.rpcUrl, evm.chainId, accounts, tokens);
    log(`Uniswap V2 and its pools deployed in ${Date.now() - uniswapStarted} ms`);
    await deployEns(ens.rpcUrl, ens.chainId, accounts);
    const deployMs = Date.now() - started - anvilMs;
    log(`test tokens deployed in ${deployMs} ms`);

    // Deployed after the tokens and NFTs (so their addresses stay put) and before any test's
    // snapshot; the bundler loads while Solana and the secure site start.
    const bundlerStarted = Date.now();
    const smartAccountsPending = startSmartAccountInfra({
      rpcUrl: evm.rpcUrl,
      chainId: evm.chainId,
      port: ports.bundler,
      paymasterUrl: `http://127.0.0.1:${ports.demo}${PAYMASTER_PATH}`,
      log,
    });
    smartAccountsPending.then(
      (infra) => stops.push(() => infra.stop()),
      () => undefined,
    );

    const solanaStarted = Date.now();
    const solana = await spawnLocalSolana({ port: ports.solana, wsPort: ports.solanaWs });
    stops.push(() => solana.stop());
    log(`Solana dev chain up and seeded in ${Date.now() - solanaStarted} ms`);

    const demoOrigin = `http://127.0.0.1:${ports.demo}`;
    // Sign In With Farcaster: a dev ID registry (dev account 8 deploys) with the dev fid.
    const farcasterEnv =
      options.secureSite === false
        ? {}
        : await deployDevFarcaster(evm.rpcUrl, evm.chainId, accounts[8] ?? deployerMissing(), demoOrigin);
    // The dev onramp's report key (fresh per run), shared by its report API and the secure site.
    const onrampKey = devOnrampApiKey();
    const secureDataDir =
      options.dataDir ?? join(projectRoot(), '.stack-data', `secure-site-${ports.secure}`);
    const oidc =
      options.secureSite === false
        ? undefined
        : await startStackOidc({
            port: ports.oidc,
            dataDir: secureDataDir,
            secureSiteOrigin: `http://127.0.0.1:${ports.secure}`,
          });
    if (oidc) {
      stops.push(() => oidc.stop());
      log(`OpenID provider (the six social providers) on ${oidc.issuer}`);
    }
    const secure =
      options.secureSite === false
        ? undefined
        : await startStackSecureSite({
            port: ports.secure,
            smtpPort: ports.smtp,
            dataDir: secureDataDir,
            env: {
              ...oidc?.secureSiteEnv,
              ...farcasterEnv,
              ...devOnrampSecureSiteEnv(demoOrigin, onrampKey),
            },
            rpcUrls: Object.fromEntries(nodes.map((node) => [node.chainId, node.rpcUrl])),
            smartAccounts: smartAccountsPending.then((infra) => [infra.network]),
            allowedOrigins: [demoOrigin, `http://localhost:${ports.demo}`],
            codeCooldownMs: options.emailCodeCooldownMs,
            log,
          });
    if (secure) stops.push(() => secure.stop());

    const smartAccounts = await smartAccountsPending;
    const bundlerMs = Date.now() - bundlerStarted;
    log(`ERC-4337 contracts and bundler up in ${bundlerMs} ms (alongside Solana and the secure site)`);

    const config = decodeDevConfig({
      chains: nodes.map((node, index) => ({
        chainId: node.chainId,
        name: CHAINS[index]?.name ?? `Chain ${node.chainId}`,
        rpcUrl: node.rpcUrl,
      })),
      tokens,
      accounts: accounts.slice(0, DEV_ACCOUNTS_LISTED),
      relayUrl: relay.url,
      bitcoin: { url: bitcoin.url, caipNetworkId: bitcoin.caipNetworkId, accounts: bitcoin.accounts },
      nfts,
      uniswap: [uniswap],
      ...(secure ? { secureSite: { url: secure.url, projectId: secure.projectId } } : {}),
      solana: {
        caipNetworkId: `solana:${LOCAL_GENESIS_HASH.slice(0, 32)}`,
        rpcUrl: solana.rpcUrl,
        wsUrl: solana.wsUrl,
        accounts: solana.seed.accounts,
        tokens: [solana.seed.token],
      },
      smartAccounts: [smartAccounts.network],
    });
    await mkdir(siteRoot, { recursive: true });
    await writeFile(join(siteRoot, 'dev-config.json'), `${JSON.stringify(config, null, 2)}\n`);

    const server = await startDevServer({ root: siteRoot, port: ports.demo, log });
    stops.push(() => server.close());
    // The demo backend the demo page signs in against (w3m-elements/siwx-server).
    serveSiwxDemo(server, Object.fromEntries(nodes.map((node) => [`eip155:${node.chainId}`, node.rpcUrl])));
    if (secure) serveDevFarcasterApp(server, secure.url);
    // The dev onramp provider: pays ETH out from dev account 7 (9 is the bundler's executor, whose
    // nonces must stay its own) and mints the test tokens it sells; reports in Meld's shape.
    serveDevOnramp(server, {
      rpcUrl: evm.rpcUrl,
      seller: accounts[7] ?? deployerMissing(),
      tokenOwner: accounts[0] ?? deployerMissing(),
      apiKey: onrampKey,
      tokens,
    });
    // The SMTP catcher's mailbox (page and JSON), where the secure site's codes and links land.
    for (const path of ['/dev/mailbox/', '/dev/mailbox', '/dev/mailbox.json'])
      if (secure)
        server.route('GET', path, (request, response) => void secure.catcher.handle(request, response));
    if (options.devControls) serveBundlerControls(server, smartAccounts);
    // The ERC-7677 paymaster service for the stack's VerifyingPaymaster (the secure site's paymasterUrl).
    if (smartAccounts.network.paymaster)
      server.route(
        'POST',
        PAYMASTER_PATH,
        paymasterRoute(
          createPaymasterService({
            rpcUrl: evm.rpcUrl,
            chainId: evm.chainId,
            entryPoint: smartAccounts.network.entryPoint,
            paymaster: smartAccounts.network.paymaster,
          }),
        ),
      );

    const urls: StackUrls = {
      demo: server.url,
      html: `${server.url}/html/`,
      vue: `${server.url}/vue/`,
      devConfig: `${server.url}/dev-config.json`,
      evm: evm.rpcUrl,
      evm2: evm2.rpcUrl,
      relay: relay.url,
      bitcoin: bitcoin.url,
      ens: ens.rpcUrl,
      ...(secure ? { secureSite: secure.url, mailbox: `${server.url}/dev/mailbox/` } : {}),
      ...(oidc ? { oidc: oidc.issuer } : {}),
      solana: solana.rpcUrl,
      solanaWs: solana.wsUrl,
      bundler: smartAccounts.network.bundlerUrl,
    };
    let stopping: Promise<void> | undefined;
    return {
      config,
      urls,
      timings: { anvilMs, deployMs, bundlerMs, totalMs: Date.now() - started },
      route: (method, path, handler) => server.route(method, path, handler),
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function deployerMissing(): never {
  throw new Error('the dev chain should list at least nine accounts');
}

/** Starts the nodes in parallel; each one that started is registered in `stops` even when another fails. */
async function startAll(
  starters: Array<() => Promise<AnvilNode>>,
  stops: Array<() => Promise<void>>,
): Promise<AnvilNode[]> {
  const results = await Promise.allSettled(starters.map((start) => start()));
  const nodes: AnvilNode[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') {
      nodes.push(result.value);
      stops.push(() => result.value.stop());
    }
  }
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return nodes;
}
