import { describe, expect, it } from 'vitest';
import { once } from '../../src/common/once.js';

describe('once', () => {
  it('calls f only on the first call, and not at all until then', () => {
    let calls = 0;
    const first = once(() => ++calls);
    expect(calls).toBe(0);
    expect(first()).toBe(1);
    expect(first()).toBe(1);
    expect(first()).toBe(1);
    expect(calls).toBe(1);
  });

  it('keeps a result that is undefined, null or false rather than calling again', () => {
    for (const result of [undefined, null, false, 0, '']) {
      let calls = 0;
      const f = once(() => {
        calls++;
        return result;
      });
      expect(f()).toBe(result);
      expect(f()).toBe(result);
      expect(calls).toBe(1);
    }
  });

  it('returns the same object each time, so a promise is awaited once', async () => {
    let calls = 0;
    const load = once(async () => ({ loaded: ++calls }));
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
  });

  it('calls f again after a throw: a failed first call stores no result', () => {
    let calls = 0;
    const flaky = once(() => {
      if (++calls === 1) throw new Error('first');
      return calls;
    });
    expect(() => flaky()).toThrow('first');
    expect(flaky()).toBe(2);
    expect(flaky()).toBe(2);
  });
});
