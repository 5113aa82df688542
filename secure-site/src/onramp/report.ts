import { z } from 'zod';
import { cdpBearerToken } from './cdp-token';
import { coinbaseReportPath, readCoinbaseReport } from './coinbase';
import type { OnrampReportSource } from './config';
import { meldReportPath, readMeldReport } from './meld';
import {
  onrampPurchaseSchema,
  ProviderReportError,
  type OnrampPurchase,
  type OnrampReport,
} from './purchase';

/** How long one provider may take before it counts as unavailable. */
export const REPORT_TIMEOUT_MS = 8000;

type Fetch = typeof fetch;

async function requestFor(
  source: OnrampReportSource,
  address: string,
  now: Date,
): Promise<{ url: URL; headers: Record<string, string> }> {
  if (source.provider === 'coinbase') {
    const url = new URL(source.baseUrl + coinbaseReportPath(address));
    const token = await cdpBearerToken(source.keyName, source.keySecret, { method: 'GET', url }, now);
    return { url, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } };
  }
  const url = new URL(source.baseUrl + meldReportPath(address));
  return {
    url,
    headers: {
      authorization: `BASIC ${source.apiKey}`,
      'meld-version': '2023-12-19',
      accept: 'application/json',
    },
  };
}

async function readSource(
  source: OnrampReportSource,
  address: string,
  fetchImpl: Fetch,
  now: Date,
): Promise<OnrampPurchase[]> {
  const { url, headers } = await requestFor(source, address, now);
  let response: Response;
  try {
    response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(REPORT_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderReportError(
      `The ${source.provider} purchase report could not be reached (${String(error)})`,
    );
  }
  if (!response.ok)
    throw new ProviderReportError(`The ${source.provider} purchase report answered HTTP ${response.status}`);
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ProviderReportError(`The ${source.provider} purchase report was not JSON`);
  }
  const purchases =
    source.provider === 'coinbase'
      ? readCoinbaseReport(answer)
      : readMeldReport(answer, address, source.provider);
  // The neutral shape is checked too: a provider's number in exponent form must not reach the kit.
  const checked = z.array(onrampPurchaseSchema).safeParse(purchases);
  if (!checked.success)
    throw new ProviderReportError(`The ${source.provider} purchase report had values the kit cannot show`);
  return checked.data;
}

/**
 * Asks every configured provider for the wallet's purchases, newest first. A provider that fails
 * (unreachable, HTTP error, malformed answer) is listed in `errors`; the others still count.
 */
export async function fetchOnrampReport(
  sources: readonly OnrampReportSource[],
  address: string,
  options: { fetch?: Fetch; now?: Date } = {},
): Promise<OnrampReport> {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? new Date();
  const settled = await Promise.allSettled(
    sources.map((source) => readSource(source, address, fetchImpl, now)),
  );
  const report: OnrampReport = { purchases: [], errors: [] };
  settled.forEach((outcome, index) => {
    const provider = (sources[index] as OnrampReportSource).provider;
    if (outcome.status === 'fulfilled') report.purchases.push(...outcome.value);
    else
      report.errors.push({
        provider,
        message:
          outcome.reason instanceof ProviderReportError
            ? outcome.reason.message
            : `The ${provider} purchase report failed`,
      });
  });
  report.purchases.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return report;
}
