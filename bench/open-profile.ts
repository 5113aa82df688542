// `npx tsx bench/open-profile.ts [site folder] [runs] [--phone] [--bundler] [--tasks] [--names]`:
// where click → Connect rows spends its time in the plain HTML host (`--bundler`: the bench's
// esbuild app) at 4x CPU (no hover, cold cache), from a Chromium trace of each open. Prints the
// requests started after the click in rounds (a round starts once an earlier request of the open
// has finished: each round is a waterfall step), the renderer main thread's time by kind (idle:
// waiting on the network), and the JavaScript functions with the most self time (the trace's CPU
// profile). `--phone` adds the phone profile's network, `--tasks` lists the main thread's tasks over
// 2 ms, `--names` the trace events' self times. Tracing slows the page: compare runs of this tool
// with each other, not with `npm run bench`.
import { join, resolve } from 'node:path';
import type { Page } from 'puppeteer';
import { startDevServer } from '../dev/server';
import { launchBrowser } from '../tests/support/browser';
import { writeBundlerAppPage } from './bundler-app';
import { CLICK_AND_TIME_ROWS } from './open-speed';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
  id?: string;
}

/** Trace event names → the kind of work the breakdown reports. */
const KINDS: Array<[RegExp, string]> = [
  [/compile|[Pp]arse(?!StyleSheet)|ParseHTML|PreParse/, 'parse/compile'],
  [/[Ss]tyle|CSSParser|UpdateLayoutTree/, 'style'],
  [/[Ll]ayout|ShapeText|PrePaint|IntersectionObserver/, 'layout'],
  [/Paint|Raster|Composit|Commit|Layerize|UpdateLifecycle|BeginMainFrame/, 'paint/composite'],
  [/GC|ThreadState|garbage/i, 'gc'],
  [/Resource|Loader|requestResource|Fetch|ModuleScript|ModuleTree/, 'loading'],
  [
    /FunctionCall|v8\.|RunMicrotasks|AsyncTask|EvaluateScript|TimerFire|AnimationFrame|EventDispatch|BytecodeBudget|CustomElement|V8\./,
    'script',
  ],
];

const kindOf = (name: string): string => KINDS.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';

/** Self time per event on one thread: each complete event's duration less its children's. */
function selfTimes(events: TraceEvent[]): Map<string, number> {
  const complete = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals = new Map<string, number>();
  const stack: Array<{ event: TraceEvent; childTime: number }> = [];
  const close = (until: number): void => {
    while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const { event, childTime } = stack.pop()!;
      const self = Math.max(0, event.dur! - childTime);
      totals.set(event.name, (totals.get(event.name) ?? 0) + self);
      if (stack.length > 0) stack.at(-1)!.childTime += event.dur!;
    }
  };
  for (const event of complete) {
    close(event.ts);
    stack.push({ event, childTime: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return totals;
}

interface OpenTrace {
  rowsMs: number;
  events: TraceEvent[];
}

async function traceOneOpen(page: Page, url: string): Promise<OpenTrace> {
  await page.setCacheEnabled(false);
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForSelector('pierce/[data-testid="connect-button"]', { visible: true });
  const session = await page.createCDPSession();
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (phone) {
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1_600_000 / 8,
      uploadThroughput: 750_000 / 8,
    });
  }
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'v8.execute',
      'blink',
      'loading',
      'disabled-by-default-v8.cpu_profiler',
      'disabled-by-default-devtools.timeline.frame',
      'blink.user_timing',
    ],
  });
  const rowsMs = (await page.evaluate(
    `(performance.mark('w3m-click'), ${CLICK_AND_TIME_ROWS}).then((ms) => (performance.mark('w3m-rows'), ms))`,
  )) as number;
  const buffer = await page.tracing.stop();
  const parsed = JSON.parse(new TextDecoder().decode(buffer)) as { traceEvents: TraceEvent[] };
  return { rowsMs, events: parsed.traceEvents };
}

interface Breakdown {
  rowsMs: number;
  windowMs: number;
  byKind: Map<string, number>;
  busyMs: number;
  requests: Array<{ url: string; startMs: number; endMs: number; round: number }>;
  functions: Map<string, number>;
}

function analyse({ rowsMs, events }: OpenTrace): Breakdown {
  const mark = (name: string) =>
    events.find((event) => event.name === name && event.cat.includes('blink.user_timing'));
  const click = mark('w3m-click');
  const rows = mark('w3m-rows');
  if (!click || !rows) throw new Error('the click/rows marks are missing from the trace');
  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === click.pid,
  );
  const tid = mainThread?.tid ?? click.tid;
  const inWindow = (event: TraceEvent) => event.ts >= click.ts && event.ts <= rows.ts;
  const main = events.filter((event) => event.pid === click.pid && event.tid === tid && inWindow(event));
  const byKind = new Map<string, number>();
  for (const [name, micros] of selfTimes(main)) {
    const kind =
      name === 'RunTask' || name === 'ThreadControllerImpl::RunTask' ? 'task overhead' : kindOf(name);
    byKind.set(kind, (byKind.get(kind) ?? 0) + micros / 1000);
  }
  const busyMs = [...byKind.values()].reduce((sum, ms) => sum + ms, 0);
  if (process.argv.includes('--tasks')) {
    const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X').sort((a, b) => a.ts - b.ts);
    for (const task of tasks) {
      if (task.dur! < 2000) continue;
      const inside = main.filter(
        (e) => e.ts >= task.ts && e.ts < task.ts + task.dur! && e !== task && e.ph === 'X' && e.dur! > 1000,
      );
      const names = [
        ...new Set(
          inside.map(
            (e) => e.name + (e.args?.data?.['url'] ? ':' + String(e.args.data['url']).split('/').pop() : ''),
          ),
        ),
      ].slice(0, 6);
      console.log(
        `   task @${((task.ts - click.ts) / 1000).toFixed(0)} ms ${(task.dur! / 1000).toFixed(1)} ms  ${names.join(' | ')}`,
      );
    }
  }
  if (process.argv.includes('--names'))
    console.log(
      [...selfTimes(main)]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([n, us]) => `${n} ${(us / 1000).toFixed(1)}`)
        .join('\n'),
    );

  const sends = events.filter((event) => event.name === 'ResourceSendRequest' && inWindow(event));
  const finishes = new Map(
    events
      .filter((event) => event.name === 'ResourceFinish')
      .map((event) => [event.args?.data?.['requestId'], event.ts]),
  );
  const requests = sends
    .map((event) => ({
      url: new URL(String(event.args?.data?.['url'])).pathname,
      startMs: (event.ts - click.ts) / 1000,
      endMs: ((finishes.get(event.args?.data?.['requestId']) ?? rows.ts) - click.ts) / 1000,
      round: 0,
    }))
    .sort((a, b) => a.startMs - b.startMs);
  // A request's round: one more than the latest round among requests that finished before it started.
  for (const request of requests) {
    const before = requests.filter((other) => other !== request && other.endMs <= request.startMs);
    request.round = before.length === 0 ? 1 : Math.max(...before.map((other) => other.round)) + 1;
  }

  const functions = new Map<string, number>();
  const nodes = new Map<number, string>();
  for (const event of events.filter((e) => e.name === 'ProfileChunk')) {
    const data = event.args?.data as
      | {
          cpuProfile?: {
            nodes?: Array<{
              id: number;
              callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
            }>;
            samples?: number[];
          };
          timeDeltas?: number[];
        }
      | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const file = node.callFrame.url
        ? new URL(node.callFrame.url, 'http://x').pathname.split('/').pop()
        : '';
      nodes.set(
        node.id,
        `${node.callFrame.functionName || '(anonymous)'} ${file}${file ? `:${node.callFrame.columnNumber ?? 0}` : ''}`.trim(),
      );
    }
  }
  let sampleTs = 0;
  for (const event of events.filter((e) => e.name === 'ProfileChunk')) {
    const data = event.args?.data as
      { cpuProfile?: { samples?: number[] }; timeDeltas?: number[] } | undefined;
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    if (sampleTs === 0) sampleTs = event.ts;
    samples.forEach((id, index) => {
      const delta = deltas[index] ?? 0;
      sampleTs += delta;
      if (sampleTs < click.ts || sampleTs > rows.ts) return;
      const name = nodes.get(id) ?? String(id);
      functions.set(name, (functions.get(name) ?? 0) + delta / 1000);
    });
  }
  return { rowsMs, windowMs: (rows.ts - click.ts) / 1000, byKind, busyMs, requests, functions };
}

function print(breakdown: Breakdown, index: number): void {
  const { rowsMs, windowMs, byKind, busyMs, requests, functions } = breakdown;
  console.log(
    `\nRun ${index + 1}: click → rows ${rowsMs.toFixed(0)} ms (trace window ${windowMs.toFixed(0)} ms)`,
  );
  console.log(`  main thread busy ${busyMs.toFixed(0)} ms, idle ${(windowMs - busyMs).toFixed(0)} ms`);
  for (const [kind, ms] of [...byKind].sort((a, b) => b[1] - a[1]))
    console.log(
      `    ${kind.padEnd(16)} ${ms.toFixed(1).padStart(7)} ms  ${((100 * ms) / windowMs).toFixed(0)}%`,
    );
  const rounds = Math.max(0, ...requests.map((request) => request.round));
  console.log(`  ${requests.length} requests after the click in ${rounds} rounds:`);
  for (const request of requests)
    console.log(
      `    round ${request.round}  ${request.startMs.toFixed(0).padStart(4)}–${request.endMs.toFixed(0).padStart(4)} ms  ${request.url}`,
    );
  console.log('  top self time (CPU profile samples, ms):');
  for (const [name, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`    ${ms.toFixed(1).padStart(6)}  ${name}`);
}

const [siteArgument, runsArgument] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const site = resolve(import.meta.dirname, '..', siteArgument ?? 'build/site');
const runs = Number(runsArgument ?? 3);
/** `--phone`: the phone profile's network too (150 ms round trip, 1.6 Mbps). */
const phone = process.argv.includes('--phone');
const path = process.argv.includes('--bundler')
  ? await writeBundlerAppPage(join(import.meta.dirname, '..'), site)
  : '/html/';
const server = await startDevServer({ root: site, port: 0 });
const browser = await launchBrowser();
try {
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    try {
      print(analyse(await traceOneOpen(page, server.url + path)), run);
    } finally {
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
