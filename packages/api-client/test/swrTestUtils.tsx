import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { SWRResponse } from 'swr';
import { onTestFinished, vi } from 'vitest';
import { swrDefaults } from '../src/swrConfig';

/** A wrapper with the app's SWR semantics and its own cache, shared by every render that uses it. */
export function swrWrapper() {
  const cache = new Map();
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ ...swrDefaults, provider: () => cache }}>{children}</SWRConfig>;
  };
}

/**
 * vitest fake timers that Testing Library's waitFor understands: it looks for a `jest` global to
 * advance them (otherwise its final `setTimeout(0)` never fires). Undone when the test ends, or earlier by
 * calling the returned function.
 */
export function useRtlFakeTimers(): () => void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame'] });
  const global = globalThis as { jest?: unknown };
  global.jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
  const restore = () => {
    delete global.jest;
    vi.useRealTimers();
  };
  onTestFinished(restore);
  return restore;
}

/** Runs fake time forward inside act, letting the requests it starts finish. */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/**
 * SWR re-renders only for the fields read during render; a hook test must read them there, not later
 * through renderHook's result.
 */
export function readSwr<T>({ data, error, isLoading, isValidating }: SWRResponse<T>) {
  return { data, error: error as Error | undefined, isLoading, isValidating };
}

/**
 * Mounts and unmounts a hook under one SWRConfig that stays mounted, as in the app (SWR drops a
 * provider's request markers when its SWRConfig unmounts).
 */
export function renderToggled<T>(useValue: () => T) {
  const Wrapper = swrWrapper();
  const latest: { current: T | undefined } = { current: undefined };
  function Probe() {
    latest.current = useValue();
    return null;
  }
  const view = render(<Wrapper>{null}</Wrapper>);
  return {
    latest,
    show: () =>
      view.rerender(
        <Wrapper>
          <Probe />
        </Wrapper>,
      ),
    hide: () => view.rerender(<Wrapper>{null}</Wrapper>),
  };
}
