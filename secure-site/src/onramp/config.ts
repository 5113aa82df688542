import { checkCdpKeySecret } from './cdp-token';
import type { OnrampReportProvider } from './purchase';

/** Where and how the site reads one provider's purchase reports (secrets come only from the environment). */
export type OnrampReportSource =
  | { provider: 'coinbase'; baseUrl: string; keyName: string; keySecret: string }
  | { provider: Exclude<OnrampReportProvider, 'coinbase'>; baseUrl: string; apiKey: string };

const httpUrl = (name: string, value: string): string => {
  if (!/^https?:\/\/[^\s]+$/.test(value)) throw new Error(`${name} is not an http(s) URL: ${value}`);
  return value.replace(/\/+$/, '');
};

const read = (env: NodeJS.ProcessEnv, name: string): string | undefined => env[name]?.trim() || undefined;

/**
 * Reads the report sources: W3M_ONRAMP_COINBASE_KEY_NAME + _KEY_SECRET (+ _REPORT_URL),
 * W3M_ONRAMP_MELD_API_KEY (+ _REPORT_URL), and in development W3M_ONRAMP_DEV_REPORT_URL +
 * W3M_ONRAMP_DEV_API_KEY (the local stack's dev provider). None set: the endpoint reports nothing.
 */
export function parseOnrampReportConfig(env: NodeJS.ProcessEnv, dev: boolean): OnrampReportSource[] {
  const sources: OnrampReportSource[] = [];
  const keyName = read(env, 'W3M_ONRAMP_COINBASE_KEY_NAME');
  const keySecret = read(env, 'W3M_ONRAMP_COINBASE_KEY_SECRET');
  if (Boolean(keyName) !== Boolean(keySecret))
    throw new Error('Set both W3M_ONRAMP_COINBASE_KEY_NAME and W3M_ONRAMP_COINBASE_KEY_SECRET, or neither');
  if (keyName && keySecret) {
    checkCdpKeySecret(keySecret);
    const url = read(env, 'W3M_ONRAMP_COINBASE_REPORT_URL') ?? 'https://api.developer.coinbase.com';
    sources.push({
      provider: 'coinbase',
      baseUrl: httpUrl('W3M_ONRAMP_COINBASE_REPORT_URL', url),
      keyName,
      keySecret,
    });
  }
  const meldKey = read(env, 'W3M_ONRAMP_MELD_API_KEY');
  if (meldKey) {
    const url = read(env, 'W3M_ONRAMP_MELD_REPORT_URL') ?? 'https://api.meld.io';
    sources.push({ provider: 'meld', baseUrl: httpUrl('W3M_ONRAMP_MELD_REPORT_URL', url), apiKey: meldKey });
  }
  const devUrl = read(env, 'W3M_ONRAMP_DEV_REPORT_URL');
  if (devUrl) {
    if (!dev) throw new Error('W3M_ONRAMP_DEV_REPORT_URL is for development only (W3M_DEV=1)');
    const apiKey = read(env, 'W3M_ONRAMP_DEV_API_KEY');
    if (!apiKey) throw new Error('W3M_ONRAMP_DEV_REPORT_URL needs W3M_ONRAMP_DEV_API_KEY');
    sources.push({ provider: 'dev', baseUrl: httpUrl('W3M_ONRAMP_DEV_REPORT_URL', devUrl), apiKey });
  }
  return sources;
}
