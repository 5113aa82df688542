import { toHex } from 'viem';
import { ETHER } from './chains';
import { readableMessage, transactionSummary } from './summaries';

describe('request summaries', () => {
  it('decodes hex messages that are text and leaves binary or plain strings alone', () => {
    expect(readableMessage(toHex('Sign in\nNonce: 1'))).toBe('Sign in\nNonce: 1');
    expect(readableMessage('0x00ff10')).toBe('0x00ff10');
    expect(readableMessage('0xc328')).toBe('0xc328'); // invalid UTF-8
    expect(readableMessage('hello')).toBe('hello');
  });

  it('shows value in the chain currency, the recipient and the call data size', () => {
    const summary = transactionSummary(
      {
        from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        to: null,
        value: '0xde0b6b3a7640000',
        data: '0xa9059cbb0000',
      },
      { chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: ETHER },
    );
    expect(summary.details).toEqual([
      { label: 'From', value: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
      { label: 'To', value: 'New contract' },
      { label: 'Value', value: '1 ETH' },
      { label: 'Network', value: 'Anvil (31337)' },
      { label: 'Data', value: '6 bytes, selector 0xa9059cbb' },
    ]);
  });
});
