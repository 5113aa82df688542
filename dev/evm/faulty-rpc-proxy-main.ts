// Starts the faulty RPC proxy in front of a running dev chain, for trying the widget against a
// flaky RPC by hand: `npx tsx dev/evm/faulty-rpc-proxy-main.ts [target] [port]`, then change the
// fault with `curl -d '{"kind":"http500"}' http://127.0.0.1:<port>/__fault`.
import { FAULT_CONTROL_PATH, startFaultyRpcProxy } from './faulty-rpc-proxy';

const target = process.argv[2] ?? `http://127.0.0.1:${process.env.W3M_EVM_PORT ?? '8545'}`;
const port = Number(process.argv[3] ?? '0');

startFaultyRpcProxy({ target, port }).then(
  (proxy) => {
    console.log(`faulty RPC proxy at ${proxy.url} in front of ${target}`);
    console.log(`change the fault: curl -d '{"kind":"drop"}' ${proxy.url}${FAULT_CONTROL_PATH}`);
    console.log('kinds: none, drop, hang, delay (delayMs), http500, malformed, wrongChain (chainId)');
    process.once('SIGINT', () => void proxy.stop().then(() => process.exit(0)));
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
