import { turnOffCallsHome } from './calls-home';

describe('turnOffCallsHome', () => {
  test('verify, the events client and echo stop reaching their hosts', async () => {
    const fetchSpy = jest.fn();
    const core = {
      verify: { register: fetchSpy, resolve: fetchSpy },
      eventClient: { init: fetchSpy },
      echoClient: { registerDeviceToken: fetchSpy },
    };
    turnOffCallsHome(core);
    await expect((core.verify.register as () => Promise<string>)()).resolves.toBe('');
    await expect((core.verify.resolve as () => Promise<unknown>)()).resolves.toBeUndefined();
    await expect((core.eventClient.init as () => Promise<void>)()).resolves.toBeUndefined();
    await expect((core.echoClient.registerDeviceToken as () => Promise<void>)()).resolves.toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('a core without an echo client is fine', () => {
    const core = { verify: { register: 1, resolve: 1 }, eventClient: { init: 1 } };
    expect(() => turnOffCallsHome(core)).not.toThrow();
  });
});
