import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAULT_CONTROL_PATH, startFaultyRpcProxy, type FaultyRpcProxy } from './faulty-rpc-proxy';

/** A stand-in node: chain 31337, block 0x10 for everything else. */
let node: Server;
let nodeUrl: string;
let proxy: FaultyRpcProxy;

beforeAll(async () => {
  node = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const calls = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[];
      const answer = (call: { id: number; method: string }) => ({
        jsonrpc: '2.0',
        id: call.id,
        result: call.method === 'eth_chainId' ? '0x7a69' : '0x10',
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(Array.isArray(calls) ? calls.map(answer) : answer(calls)));
    });
  });
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
  proxy = await startFaultyRpcProxy({ target: nodeUrl });
});

afterAll(async () => {
  await proxy.stop();
  await new Promise((resolve) => node.close(resolve));
});

const call = (method: string, url = proxy.url) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([{ jsonrpc: '2.0', id: 1, method }]),
  });

describe('faulty RPC proxy', () => {
  test('passes calls through and records their methods', async () => {
    proxy.setFault({ kind: 'none' });
    expect(await (await call('eth_blockNumber')).json()).toEqual([{ jsonrpc: '2.0', id: 1, result: '0x10' }]);
    expect(proxy.methods).toContain('eth_blockNumber');
  });

  test('answers 500, malformed JSON, a wrong chain id, or drops the connection', async () => {
    proxy.setFault({ kind: 'http500' });
    expect((await call('eth_blockNumber')).status).toBe(500);
    proxy.setFault({ kind: 'malformed' });
    await expect((await call('eth_blockNumber')).json()).rejects.toThrow();
    proxy.setFault({ kind: 'wrongChain', chainId: 1 });
    expect(await (await call('eth_chainId')).json()).toEqual([{ jsonrpc: '2.0', id: 1, result: '0x1' }]);
    expect(await (await call('eth_blockNumber')).json()).toEqual([{ jsonrpc: '2.0', id: 1, result: '0x10' }]);
    proxy.setFault({ kind: 'drop' });
    await expect(call('eth_blockNumber')).rejects.toThrow();
  });

  test('noOtterscan: ots_ calls are method not found, the others in the same batch answered in order', async () => {
    proxy.setFault({ kind: 'noOtterscan' });
    const batch = await fetch(proxy.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 7, method: 'eth_blockNumber' },
        { jsonrpc: '2.0', id: 8, method: 'ots_getApiLevel' },
        { jsonrpc: '2.0', id: 9, method: 'eth_chainId' },
      ]),
    });
    expect(await batch.json()).toEqual([
      { jsonrpc: '2.0', id: 7, result: '0x10' },
      { jsonrpc: '2.0', id: 8, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 9, result: '0x7a69' },
    ]);
    const single = await fetch(proxy.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ots_searchTransactionsBefore', params: [] }),
    });
    expect(await single.json()).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32601, message: 'Method not found' },
    });
    proxy.setFault({ kind: 'none' });
  });

  test('a hanging call is released (dropped) when the fault changes', async () => {
    proxy.setFault({ kind: 'hang' });
    const pending = call('eth_blockNumber');
    await new Promise<void>((resolve) => {
      const poll = (): void =>
        proxy.methods.at(-1) === 'eth_blockNumber' ? resolve() : void setImmediate(poll);
      proxy.methods.length = 0;
      poll();
    });
    proxy.setFault({ kind: 'none' });
    await expect(pending).rejects.toThrow();
  });

  test('the fault can be changed over HTTP; a bad one is refused with 400', async () => {
    const post = (body: string) => fetch(`${proxy.url}${FAULT_CONTROL_PATH}`, { method: 'POST', body });
    expect((await post('{"kind":"http500"}')).status).toBe(200);
    expect((await call('eth_blockNumber')).status).toBe(500);
    expect((await post('{"kind":"explode"}')).status).toBe(400);
    proxy.setFault({ kind: 'none' });
  });
});
