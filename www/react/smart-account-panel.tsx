import { useEffect, useState } from 'react';
import type { AppKit } from 'w3m-react';
import type { DevConfig } from '../shared/dev-config';
import { asProvider, testToken, transferData } from './evm-requests';

interface Props {
  kit: AppKit;
  config: DevConfig | undefined;
}

/**
 * The embedded wallet's smart account on the demo: its type and deployment, and EIP-5792 batched
 * calls (two test-token transfers in one operation, their status, and a call the §5 rule refuses).
 */
export function SmartAccountPanel({ kit, config }: Props) {
  const [account, setAccount] = useState(() => kit.getAccount('eip155'));
  const [callsId, setCallsId] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  useEffect(() => kit.subscribeAccount(() => setAccount(kit.getAccount('eip155'))), [kit]);

  const info = account.embeddedWalletInfo;
  const chainId = Number(account.caipAddress?.split(':')[1] ?? 0);
  const token = testToken(config, chainId);
  const [first, second] = [config?.accounts[1], config?.accounts[2]];
  const provider = () => asProvider(kit.getProvider('eip155'));
  const attempt = (call: () => Promise<void>) => async () => {
    setError('');
    try {
      await call();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    }
  };
  const sendCalls = (calls: Array<{ to: string; data?: string }>) =>
    provider().request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: `0x${chainId.toString(16)}`,
          from: account.address,
          atomicRequired: true,
          calls,
        },
      ],
    });

  if (!info) return null;
  return (
    <section className="panel" data-testid="smart-account-panel">
      <h2>Embedded wallet</h2>
      <dl>
        <dt>Account type</dt>
        <dd data-testid="sa-account-type">{info.accountType ?? ''}</dd>
        <dt>Smart account deployed</dt>
        <dd data-testid="sa-deployed">{String(info.isSmartAccountDeployed)}</dd>
      </dl>
      <button
        type="button"
        data-testid="sa-send-calls"
        disabled={!token || !first || !second}
        onClick={attempt(async () => {
          if (!token || !first || !second) return;
          const answer = (await sendCalls([
            { to: token.address, data: transferData(first, 1_500_000n) },
            { to: token.address, data: transferData(second, 500_000n) },
          ])) as { id?: string } | string;
          setCallsId(typeof answer === 'string' ? answer : String(answer.id));
        })}
      >
        Send 1.5 + 0.5 tUSD in one batch
      </button>
      <button
        type="button"
        data-testid="sa-calls-status"
        disabled={!callsId}
        onClick={attempt(async () => {
          const answer = (await provider().request({
            method: 'wallet_getCallsStatus',
            params: [callsId],
          })) as {
            status?: number;
          };
          setStatus(String(answer.status));
        })}
      >
        Batch status
      </button>
      <button
        type="button"
        data-testid="sa-bad-call"
        onClick={attempt(async () => {
          await sendCalls([{ to: 'b0b' }]);
        })}
      >
        Send a call with a bad "to"
      </button>
      <dl>
        <dt>Batch id</dt>
        <dd data-testid="sa-calls-id">{callsId}</dd>
        <dt>Batch status</dt>
        <dd data-testid="sa-calls-status-value">{status}</dd>
      </dl>
      <p role="alert" data-testid="sa-error">
        {error}
      </p>
    </section>
  );
}
