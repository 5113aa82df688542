// What counts as a leak in a test step's output: Jest's notices that a test kept working after it
// ended ("Cannot log after tests are done"), that a worker had to be killed because something kept
// it alive ("failed to exit gracefully"), or that Jest itself could not exit.

const LEAK_NOTICES = [
  /Cannot log after tests are done/,
  /A worker process has failed to exit gracefully/,
  /Jest did not exit one second after the test run has completed/,
  /Jest has detected the following \d+ open handles?/,
];

// Terminal colour codes (Stencil and Jest colour some lines).
// eslint-disable-next-line no-control-regex
const ANSI_ESCAPE = /\u001b\[[0-9;]*m/g;

/** The lines of a test step's output that report a leak, without colour codes (each notice once per line). */
export function findTestLeaks(output: string): string[] {
  return output
    .replace(ANSI_ESCAPE, '')
    .split('\n')
    .map((line) => line.replace(/^[\s●]+/, '').trim())
    .filter((line) => LEAK_NOTICES.some((notice) => notice.test(line)));
}
