import type { RunningStack } from './stack';

/** The line `npm start` prints once everything answers; tests wait for it. */
export const READY_MARKER = 'w3m dev stack ready';

/** The human-readable summary of a running stack: the ready line, every URL, the token addresses. */
export function formatStackSummary(stack: Pick<RunningStack, 'config' | 'urls' | 'timings'>): string {
  const { urls, config, timings } = stack;
  const rows: Array<[string, string]> = [
    ['demo (React)', urls.demo],
    ['demo, sign-in required', `${urls.demo}/?siwx=required`],
    ['React development build', `${urls.demo}/react-dev/`],
    ['plain HTML', urls.html],
    ['Vue', urls.vue],
    ['Angular', `${urls.demo}/angular/`],
    ['mobile wallet (WalletConnect)', `${urls.demo}/wallet/`],
    ['dev config', urls.devConfig],
    ['WalletConnect relay', urls.relay],
    ['Bitcoin regtest (Esplora API)', urls.bitcoin],
    ...(urls.secureSite && urls.mailbox
      ? ([
          ['secure site (email login)', urls.secureSite],
          ['dev mailbox (email codes)', urls.mailbox],
        ] as Array<[string, string]>)
      : []),
    ...(urls.oidc ? ([['OpenID provider (social login)', urls.oidc]] as Array<[string, string]>) : []),
    ...(config.bitcoin?.accounts ?? []).map((account, index): [string, string] => [
      `Bitcoin dev account ${index}`,
      `${account.payment.address} (payment), ${account.ordinals.address} (ordinals)`,
    ]),
    ['Solana dev chain', `${urls.solana} (WebSocket ${urls.solanaWs})`],
    ...(config.smartAccounts ?? []).map((smart): [string, string] => [
      `ERC-4337 bundler (chain ${smart.chainId})`,
      `${smart.bundlerUrl} (EntryPoint v0.7 ${smart.entryPoint}, account factory ${smart.accountFactory})`,
    ]),
    ...config.chains.map((chain): [string, string] => [`${chain.name} (${chain.chainId})`, chain.rpcUrl]),
    ...config.tokens.map((token): [string, string] => [
      token.symbol,
      `${token.address} (chain ${token.chainId}, ${token.decimals} decimals)`,
    ]),
    ...(config.solana?.tokens ?? []).map((token): [string, string] => [
      `${token.symbol} (Solana)`,
      `${token.mint} (${token.decimals} decimals)`,
    ]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `${READY_MARKER} in ${timings.totalMs} ms (anvil ${timings.anvilMs} ms, token deploy ${timings.deployMs} ms, ERC-4337 + bundler ${timings.bundlerMs} ms alongside)`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    'Press Ctrl-C to stop.',
  ].join('\n');
}
