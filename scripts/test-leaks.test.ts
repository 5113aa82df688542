import { findTestLeaks } from './test-leaks';

// Lines as Jest prints them, inside a passing run's output.
const LATE_LOG =
  '  ●  Cannot log after tests are done. Did you forget to wait for something async in your test?';
const WORKER =
  'A worker process has failed to exit gracefully and has been force exited. This is likely caused by tests leaking due to improper teardown.';
const NO_EXIT = '\u001b[1mJest did not exit one second after the test run has completed.\u001b[22m';
const HANDLES = 'Jest has detected the following 2 open handles potentially keeping Jest from exiting:';

test('late logs, force-exited workers, a Jest that does not exit and open handles are found', () => {
  const log = [
    'PASS src/a.spec.ts',
    LATE_LOG,
    '    Attempted to log "w3m: x".',
    WORKER,
    NO_EXIT,
    HANDLES,
  ].join('\n');
  expect(findTestLeaks(log)).toEqual([
    'Cannot log after tests are done. Did you forget to wait for something async in your test?',
    WORKER,
    'Jest did not exit one second after the test run has completed.',
    HANDLES,
  ]);
});

test('a clean run has none, even when a test name mentions leaks', () => {
  const log = [
    'PASS src/connectors/walletconnect/client-relay.spec.ts (12.3 s)',
    '  ✓ a worker that exits gracefully is not reported (3 ms)',
    'Tests:       31 passed, 31 total',
    'Ran all test suites.',
  ].join('\n');
  expect(findTestLeaks(log)).toEqual([]);
});
