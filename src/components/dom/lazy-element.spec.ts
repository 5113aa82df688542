import { ensureElement } from './lazy-element';

class Probe extends HTMLElement {}

describe('ensureElement', () => {
  test('an already defined tag (the lazy build registers every tag) imports nothing', async () => {
    customElements.define('probe-defined', Probe);
    const load = jest.fn(async () => ({}));
    await ensureElement('probe-defined', load);
    expect(load).not.toHaveBeenCalled();
  });

  test('an undefined tag imports its module once and calls its defineCustomElement', async () => {
    const define = jest.fn(() => customElements.define('probe-lazy', class extends HTMLElement {}));
    const load = jest.fn(async () => ({ defineCustomElement: define }));
    await Promise.all([ensureElement('probe-lazy', load), ensureElement('probe-lazy', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(define).toHaveBeenCalledTimes(1);
    await ensureElement('probe-lazy', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed import rejects and may be retried', async () => {
    const load = jest
      .fn<Promise<unknown>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({
        defineCustomElement: () => customElements.define('probe-retry', class extends HTMLElement {}),
      });
    await expect(ensureElement('probe-retry', load)).rejects.toThrow('offline');
    await ensureElement('probe-retry', load);
    expect(customElements.get('probe-retry')).toBeDefined();
  });
});
