/**
 * Which SVG stands for each wallet, network and token the library knows, and which npm package
 * (with its licence) it comes from. `build-logos.ts` copies exactly these into small lazily
 * loaded modules.
 */

/** The packages logos are copied from, with the licence and holder each generated module records. */
export const LOGO_PACKAGES = {
  web3icons: { name: '@web3icons/core', licence: 'MIT', holder: '0xa3k5' },
  onboard: { name: '@web3-onboard/injected-wallets', licence: 'MIT', holder: 'Blocknative' },
  simpleIcons: { name: 'simple-icons', licence: 'CC0-1.0', holder: 'Simple Icons contributors' },
} as const;

/** One SVG: the package it comes from, its category and style there, and its file name. */
export interface LogoSource {
  from: keyof typeof LOGO_PACKAGES;
  set: 'wallets' | 'networks' | 'tokens' | 'exchanges' | 'socials';
  variant: 'background' | 'branded' | 'mono';
  file: string;
  /** For a bare glyph: the brand colour of the square tile it is drawn on, like the set's other wallet logos. */
  tile?: string;
}

const icon = (set: LogoSource['set'], file: string): LogoSource => ({
  from: 'web3icons',
  set,
  variant: 'background',
  file,
});
const wallet = (file: string): LogoSource => icon('wallets', file);
const exchange = (file: string): LogoSource => icon('exchanges', file);
const network = (file: string): LogoSource => icon('networks', file);
const token = (file: string): LogoSource => icon('tokens', file);
/** A one-colour glyph drawn in the text colour: for local and test assets, so they never pass for the real one. */
const glyph = (set: LogoSource['set'], file: string): LogoSource => ({
  from: 'web3icons',
  set,
  variant: 'mono',
  file,
});
/** A wallet glyph of web3-onboard's injected-wallet module (`dist/icons/<file>.js`) on a tile of the brand colour. */
const onboardWallet = (file: string, tile: string): LogoSource => ({
  from: 'onboard',
  set: 'wallets',
  variant: 'branded',
  file,
  tile,
});

/**
 * Wallets by normalised name (lower case, letters and digits only), as `wui-wallet-image` looks
 * them up. Every bundled wallet needs one (the build fails otherwise). Frame and Brave Wallet are
 * not in @web3icons/core (nor in @ant-design/web3-icons, @iconify-json/logos or simple-icons for
 * Frame), so they come from web3-onboard's injected-wallet icons.
 */
export const WALLET_LOGOS: Readonly<Record<string, LogoSource>> = {
  metamask: wallet('metamask'),
  trustwallet: wallet('trust'),
  coinbasewallet: wallet('coinbase'),
  rainbow: wallet('rainbow'),
  rabbywallet: wallet('rabby'),
  phantom: wallet('phantom'),
  okxwallet: wallet('okx'),
  zerion: wallet('zerion'),
  ledgerlive: wallet('ledger'),
  uniswapwallet: exchange('uniswap'),
  safe: wallet('safe'),
  argent: wallet('argent'),
  imtoken: wallet('imtoken'),
  tokenpocket: wallet('token-pocket'),
  bitgetwallet: exchange('bitget'),
  exodus: wallet('exodus'),
  backpack: wallet('backpack'),
  enkrypt: wallet('enkrypt'),
  walletconnect: wallet('wallet-connect'),
  frame: onboardWallet('frame', '#121C20'),
  bravewallet: onboardWallet('brave', '#FFFFFF'),
};

/** Networks by their export name in `w3m-elements/networks` (the build maps them to CAIP ids). */
export const NETWORK_LOGOS: Readonly<Record<string, LogoSource>> = {
  mainnet: network('ethereum'),
  sepolia: network('ethereum'),
  holesky: network('ethereum'),
  base: network('base'),
  baseSepolia: network('base'),
  optimism: network('optimism'),
  optimismSepolia: network('optimism'),
  arbitrum: network('arbitrum-one'),
  arbitrumSepolia: network('arbitrum-one'),
  polygon: network('polygon'),
  polygonAmoy: network('polygon'),
  zora: network('zora'),
  blast: network('blast'),
  celo: network('celo'),
  zksync: network('zksync'),
  linea: network('linea'),
  aurora: network('aurora'),
  avalanche: network('avalanche'),
  bsc: network('binance-smart-chain'),
  fantom: network('fantom'),
  gnosis: network('gnosis'),
  kaia: network('kaia'),
  klaytn: network('kaia'),
  mantle: network('mantle'),
  scroll: network('scroll'),
  localhost: glyph('networks', 'ethereum'),
  localhostSecond: glyph('networks', 'ethereum'),
  solana: network('solana'),
  solanaDevnet: network('solana'),
  solanaTestnet: network('solana'),
  solanaLocalnet: glyph('networks', 'solana'),
  bitcoin: network('bitcoin'),
  bitcoinTestnet: network('bitcoin'),
  bitcoinRegtest: glyph('networks', 'bitcoin'),
};

/** Tokens by symbol (exact case): every exported network's native currency, common ERC-20s, the local stack's test tokens. */
export const TOKEN_LOGOS: Readonly<Record<string, LogoSource>> = {
  ETH: token('ETH'),
  WETH: token('ETH'),
  BTC: token('BTC'),
  WBTC: token('WBTC'),
  USDC: token('USDC'),
  'USDC.e': token('USDC'),
  USDT: token('USDT'),
  DAI: token('DAI'),
  XDAI: token('DAI'),
  POL: token('POL'),
  MATIC: token('MATIC'),
  OP: token('OP'),
  ARB: token('ARB'),
  BNB: token('BNB'),
  AVAX: token('AVAX'),
  CELO: token('CELO'),
  FTM: token('FTM'),
  MNT: token('MNT'),
  GNO: token('GNO'),
  KAIA: network('kaia'),
  KLAY: token('KLAY'),
  SOL: token('SOL'),
  tUSD: glyph('tokens', 'USDC'),
  TST: glyph('tokens', 'ETH'),
};

/** A brand glyph of simple-icons (`icons/<file>.svg`, CC0) drawn in white on a tile of the brand colour. */
const socialGlyph = (file: string, tile: string): LogoSource => ({
  from: 'simpleIcons',
  set: 'socials',
  variant: 'branded',
  file,
  tile,
});

/**
 * The social login providers, by the name their buttons show (looked up as `wallet:<name>` by
 * `wui-wallet-image`, like a wallet's logo). Brand colours from simple-icons' data.
 */
export const SOCIAL_LOGOS: Readonly<Record<string, LogoSource>> = {
  google: socialGlyph('google', '#4285F4'),
  x: socialGlyph('x', '#000000'),
  discord: socialGlyph('discord', '#5865F2'),
  farcaster: socialGlyph('farcaster', '#855DCD'),
  github: socialGlyph('github', '#181717'),
  apple: socialGlyph('apple', '#000000'),
  facebook: socialGlyph('facebook', '#0866FF'),
  telegram: socialGlyph('telegram', '#26A5E4'),
};
