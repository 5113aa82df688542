import http from 'node:http';
import net from 'node:net';
import { installOutsideGuard } from './outside-guard';

describe('installOutsideGuard', () => {
  it('blocks and records fetches and TCP connects to other hosts, and lets loopback through', async () => {
    const server = http.createServer((_request, response) => response.end('local'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const realFetch = globalThis.fetch;
    const realConnect = net.Socket.prototype.connect;
    const guard = installOutsideGuard();
    try {
      await expect(fetch('https://pulse.example.invalid/batch?x=1')).rejects.toThrow(/blocked/);
      const socket = net.connect(443, 'verify.example.invalid');
      await expect(new Promise((_resolve, reject) => socket.once('error', reject))).rejects.toThrow(
        /blocked/,
      );
      await expect((await fetch(`http://127.0.0.1:${port}/`)).text()).resolves.toBe('local');

      expect(guard.attempts).toEqual({
        fetches: ['https://pulse.example.invalid/batch?x=1'],
        sockets: ['verify.example.invalid:443'],
      });
    } finally {
      guard.restore();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(globalThis.fetch).toBe(realFetch);
    expect(net.Socket.prototype.connect).toBe(realConnect);
  });
});
