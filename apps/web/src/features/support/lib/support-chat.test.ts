import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSupportChat, type ChatHost, type SupportChat } from './support-chat';

/** A page stand-in: the script element it creates, and a way to fire its events. */
function fakeHost() {
  const listeners: Record<string, () => void> = {};
  const script = { async: false, src: '', remove: vi.fn(), addEventListener: (name: string, fn: () => void) => (listeners[name] = fn) };
  const host = {
    window: { setTimeout, clearTimeout } as ChatHost['window'],
    document: { createElement: () => script as unknown as HTMLScriptElement, head: { append: vi.fn() } },
  } satisfies ChatHost;
  return { host, script, fire: (name: 'load' | 'error') => listeners[name]!() };
}

const chat: SupportChat = { show: vi.fn(), hide: vi.fn() };

describe('loadSupportChat', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the adapter the script registers, loading the script once', async () => {
    const { host, script, fire } = fakeHost();
    const first = loadSupportChat('https://chat.example.test/a.js', 30_000, host);
    expect(loadSupportChat('https://chat.example.test/a.js', 30_000, host)).toBe(first);
    expect(host.document.head.append).toHaveBeenCalledTimes(1);
    expect(script).toMatchObject({ async: true, src: 'https://chat.example.test/a.js' });
    host.window.supportWidget = chat;
    fire('load');
    await expect(first).resolves.toBe(chat);
    // Once registered, later openings reuse it without a script.
    await expect(loadSupportChat('https://chat.example.test/a.js', 30_000, host)).resolves.toBe(chat);
  });

  it('gives up after the spec timeout of 30000 ms, removes the script, and tries again next time', async () => {
    vi.useFakeTimers();
    const { host, script } = fakeHost();
    const loaded = loadSupportChat('https://chat.example.test/b.js', 30_000, host);
    const outcome = vi.fn();
    loaded.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).rejects.toThrow('timeout');
    expect(script.remove).toHaveBeenCalled();
    expect(loadSupportChat('https://chat.example.test/b.js', 30_000, host)).not.toBe(loaded);
  });

  it('fails when the script cannot load or registers no chat', async () => {
    const broken = fakeHost();
    const failed = loadSupportChat('https://chat.example.test/c.js', 30_000, broken.host);
    broken.fire('error');
    await expect(failed).rejects.toThrow('script failed');
    const silent = fakeHost();
    const empty = loadSupportChat('https://chat.example.test/d.js', 30_000, silent.host);
    silent.fire('load');
    await expect(empty).rejects.toThrow('no chat registered');
  });
});
