import {
  ChainMismatchError,
  ChainNotFoundError,
  ClientChainNotConfiguredError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  InternalRpcError,
  InvalidChainIdError,
  NonceMaxValueError,
  NonceTooHighError,
  NonceTooLowError,
  SwitchChainError,
  TipAboveFeeCapError,
  TransactionExecutionError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  TransactionTypeNotSupportedError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
  encodeErrorResult,
  erc20Abi,
  parseAbi,
} from 'viem';
import { mainnet } from 'viem/chains';
import { WALLET_ERROR_CODES, isUnrecognizedChainError, toUserMessage } from './errors';

const txArgs = { account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chain: mainnet } as const;
const wrapTx = (cause: Error) => new TransactionExecutionError(cause as never, txArgs as never);

describe('toUserMessage (SPEC §8 wallet and transaction errors)', () => {
  it('exports the SPEC §8 wallet codes', () => {
    expect(WALLET_ERROR_CODES).toEqual({ unrecognizedChain: 4902, default: 5000, invalidChainId: 32603 });
  });

  it.each([
    ['viem UserRejectedRequestError', new UserRejectedRequestError(new Error('x'))],
    ['the same wrapped by a transaction error', wrapTx(new UserRejectedRequestError(new Error('x')))],
    ['an EIP-1193 4001 object', { code: 4001, message: 'User denied transaction signature.' }],
    ['a WalletConnect 5000 rejection', { code: 5000, message: 'User rejected.' }],
  ])('user rejection: %s', (_label, error) => {
    expect(toUserMessage(error)).toEqual({
      code: 'userRejected',
      message: 'You rejected the request in your wallet.',
    });
  });

  it.each([
    ['insufficientFunds', new InsufficientFundsError()],
    ['feeCapTooHigh', new FeeCapTooHighError()],
    ['feeCapTooLow', new FeeCapTooLowError()],
    ['nonceTooHigh', new NonceTooHighError()],
    ['nonceTooLow', new NonceTooLowError()],
    ['nonceMaxValue', new NonceMaxValueError()],
    ['intrinsicGasTooHigh', new IntrinsicGasTooHighError()],
    ['intrinsicGasTooLow', new IntrinsicGasTooLowError()],
    ['transactionTypeNotSupported', new TransactionTypeNotSupportedError({})],
    ['tipAboveFeeCap', new TipAboveFeeCapError()],
    ['transactionNotFound', new TransactionNotFoundError({ hash: `0x${'1'.repeat(64)}` })],
    ['transactionReceiptNotFound', new TransactionReceiptNotFoundError({ hash: `0x${'1'.repeat(64)}` })],
    ['waitForReceiptTimeout', new WaitForTransactionReceiptTimeoutError({ hash: `0x${'1'.repeat(64)}` })],
    ['chainMismatch', new ChainMismatchError({ chain: mainnet, currentChainId: 5 })],
    ['chainNotConfigured', new ClientChainNotConfiguredError()],
    ['chainNotConfigured', new ChainNotFoundError()],
    ['invalidChainId', new InvalidChainIdError({ chainId: -1 })],
  ])('viem error → %s', (code, error) => {
    const mapped = toUserMessage(error);
    expect(mapped.code).toBe(code);
    expect(mapped.message.length).toBeGreaterThan(10);
    expect(toUserMessage(wrapTx(error)).code).toBe(code);
  });

  it('maps raw node messages through viem’s own node-message patterns', () => {
    expect(toUserMessage({ code: -32000, message: 'insufficient funds for gas * price + value' }).code).toBe(
      'insufficientFunds',
    );
    expect(toUserMessage(new Error('nonce too low: next nonce 5, tx nonce 3')).code).toBe('nonceTooLow');
    expect(toUserMessage({ code: -32000, message: 'max fee per gas less than block base fee' }).code).toBe(
      'feeCapTooLow',
    );
  });

  it('gives each code its own message', () => {
    const messages = new Set(
      [
        new InsufficientFundsError(),
        new NonceTooHighError(),
        new NonceTooLowError(),
        new FeeCapTooLowError(),
      ].map((e) => toUserMessage(e).message),
    );
    expect(messages.size).toBe(4);
  });

  it('includes the decoded revert reason of a contract call', () => {
    const abi = parseAbi(['function transfer(address to, uint256 amount) returns (bool)']);
    const data = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['ERC20: transfer amount exceeds balance'],
    });
    const reverted = new ContractFunctionRevertedError({ abi: erc20Abi, data, functionName: 'transfer' });
    expect(reverted.reason).toBe('ERC20: transfer amount exceeds balance');
    const wrapped = new ContractFunctionExecutionError(reverted, {
      abi,
      functionName: 'transfer',
      args: [txArgs.account, 1n],
    });
    expect(toUserMessage(wrapped)).toEqual({
      code: 'executionReverted',
      message: 'The transaction would fail: ERC20: transfer amount exceeds balance.',
    });
  });

  it('reads the reason from ExecutionRevertedError and raw node messages, or says none was given', () => {
    expect(
      toUserMessage(new ExecutionRevertedError({ message: 'execution reverted: Not owner' })).message,
    ).toBe('The transaction would fail: Not owner.');
    expect(toUserMessage({ code: 3, message: 'execution reverted: Paused' })).toEqual({
      code: 'executionReverted',
      message: 'The transaction would fail: Paused.',
    });
    expect(toUserMessage(new ExecutionRevertedError())).toEqual({
      code: 'executionReverted',
      message: 'The transaction would fail: the contract reverted it.',
    });
  });

  it('maps 32603 / -32603 to invalid chain id and 5000 to the default wallet error', () => {
    expect(toUserMessage({ code: 32603, message: 'Invalid chain id' }).code).toBe('invalidChainId');
    expect(toUserMessage(new InternalRpcError(new Error('bad chain'))).code).toBe('invalidChainId');
    expect(toUserMessage({ code: 5000, message: 'Something broke' })).toEqual({
      code: 'walletError',
      message: 'The wallet could not complete the request.',
    });
  });

  it('falls back to the error’s own text, then to "Unknown error"', () => {
    expect(toUserMessage(new Error('socket hang up'))).toEqual({
      code: 'unknown',
      message: 'socket hang up',
    });
    expect(toUserMessage(undefined)).toEqual({ code: 'unknown', message: 'Unknown error' });
    expect(toUserMessage(null)).toEqual({ code: 'unknown', message: 'Unknown error' });
    // The embedded wallet's failures (code -32000 from the frame provider) keep their sentence.
    const outage = 'The bundler for chain 31337 is unreachable: nothing was sent, try again later';
    expect(toUserMessage({ code: -32000, message: outage })).toEqual({ code: 'unknown', message: outage });
    expect(toUserMessage('plain text')).toEqual({ code: 'unknown', message: 'plain text' });
    expect(toUserMessage({ code: 'weird', message: 42 })).toEqual({
      code: 'unknown',
      message: 'Unknown error',
    });
  });

  it('survives a cyclic cause chain', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' };
    a.cause = { message: 'b', cause: a };
    expect(toUserMessage(a)).toEqual({ code: 'unknown', message: 'a' });
  });
});

describe('isUnrecognizedChainError (SPEC §4 add-chain trigger)', () => {
  it.each([
    ['an EIP-1193 4902 object', { code: 4902, message: 'Unrecognized chain ID "0x7a69".' }],
    ['viem SwitchChainError', new SwitchChainError(new Error('x'))],
    [
      'a -32603 wrapping 4902 in data.originalError',
      { code: -32603, message: 'Internal', data: { originalError: { code: 4902 } } },
    ],
    [
      'an "Unrecognized chain ID" message',
      new Error('Unrecognized chain ID "0x2105". Try adding the chain using wallet_addEthereumChain first.'),
    ],
    [
      'a "has not been added" message',
      { code: -32000, message: 'Chain 0x7a6a has not been added to the wallet' },
    ],
    ['a cause deep inside a viem error', wrapTx(new Error('Unrecognized chain'))],
  ])('recognises %s', (_label, error) => {
    expect(isUnrecognizedChainError(error)).toBe(true);
    expect(toUserMessage(error).code).toBe('unrecognizedChain');
  });

  it.each([
    ['a user rejection', new UserRejectedRequestError(new Error('x'))],
    ['a 4001 object', { code: 4001 }],
    ['an unrelated error', new Error('timeout')],
    ['nothing', undefined],
    ['a string', 'chain'],
  ])('ignores %s', (_label, error) => {
    expect(isUnrecognizedChainError(error)).toBe(false);
  });
});
