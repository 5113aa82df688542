import { $locale } from './active';
import { LOCALES } from './codes';
import { en } from './en';
import { chainErrors } from './en/chain-errors';
import { email } from './en/email';
import { onramp } from './en/onramp';
import { pay } from './en/pay';
import { secureErrors } from './en/secure-errors';
import { social } from './en/social';
import { solanaText } from './en/solana';
import { swap } from './en/swap';
import { notices } from './en/notices';
import { system } from './en/system';
import { walletRequest } from './en/wallet-request';
import { walletconnect } from './en/walletconnect';
import { formatMessage } from './icu';
import { loadMessages } from './load-locale';

/** English entries locales must leave out: a URL, icon names and developer-facing errors. */
const UNTRANSLATED = new Set([
  'connect.whatIsAWallet.getWalletUrl',
  'networks.explainer.sections.0.icon',
  'networks.explainer.sections.1.icon',
  'networks.explainer.sections.2.icon',
  'wallet.invalidRequest',
  'solana.notATransaction',
  'walletconnect.authMessageInvalid',
  'social.farcaster.needsSecureSite',
]);

const english: Record<string, unknown> = {
  ...en,
  email,
  onramp,
  solana: solanaText,
  swap,
  walletconnect,
  pay,
  social,
  walletRequest,
  system,
  notices,
  chainErrors,
  secureErrors,
};

/** Every translatable English entry: path -> ICU source. */
function englishEntries(
  node: unknown,
  path: string[] = [],
  out = new Map<string, string>(),
): Map<string, string> {
  if (typeof node === 'string') {
    if (!UNTRANSLATED.has(path.join('.'))) out.set(path.join('.'), node);
  } else if (typeof node === 'function') {
    const source = (node as { source?: unknown }).source;
    if (typeof source === 'string') out.set(path.join('.'), source);
  } else if (typeof node === 'object' && node !== null) {
    for (const key of Object.keys(node))
      englishEntries((node as Record<string, unknown>)[key], [...path, key], out);
  }
  return out;
}

function localeEntries(
  node: unknown,
  path: string[] = [],
  out = new Map<string, unknown>(),
): Map<string, unknown> {
  if (typeof node === 'object' && node !== null) {
    for (const key of Object.keys(node))
      localeEntries((node as Record<string, unknown>)[key], [...path, key], out);
  } else out.set(path.join('.'), node);
  return out;
}

/** The placeholder names of an ICU source (arguments, not plural branches). */
function placeholders(source: string): string[] {
  return [...source.matchAll(/\{\s*([A-Za-z]\w*)\s*[,}]/g)].map((match) => match[1]!).sort();
}

const reference = englishEntries(english);

describe('locale catalogues (issue 22)', () => {
  afterEach(() => $locale.set({ code: 'en', dir: 'ltr' }));

  test('the English catalogue itself is well-formed ICU', () => {
    for (const [path, source] of reference) {
      const values = Object.fromEntries(placeholders(source).map((name) => [name, 1]));
      expect(() => formatMessage(source, values, 'en')).not.toThrow(`${path}`);
    }
  });

  test.each(LOCALES.filter((code) => code !== 'en'))('%s has exactly the English keys', async (code) => {
    const entries = localeEntries(await loadMessages(code));
    const missing = [...reference.keys()].filter((path) => !entries.has(path));
    const extra = [...entries.keys()].filter((path) => !reference.has(path));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  test.each(LOCALES.filter((code) => code !== 'en'))(
    '%s: every entry is non-empty ICU with the English placeholders',
    async (code) => {
      const entries = localeEntries(await loadMessages(code));
      for (const [path, source] of reference) {
        const translated = entries.get(path);
        expect(typeof translated === 'string' && translated.trim() !== '' ? path : `${path} is empty`).toBe(
          path,
        );
        const names = placeholders(source);
        expect(`${path}: ${placeholders(translated as string).join(',')}`).toBe(
          `${path}: ${names.join(',')}`,
        );
        const values = Object.fromEntries(names.map((name) => [name, 2]));
        expect(() => formatMessage(translated as string, values, code)).not.toThrow();
      }
    },
  );

  test('a catalogue missing a key is reported (the check can fail)', () => {
    const entries = localeEntries({ connectButton: { label: 'x' } });
    expect([...reference.keys()].filter((path) => !entries.has(path))).toContain(
      'connectButton.loadingLabel',
    );
  });
});
