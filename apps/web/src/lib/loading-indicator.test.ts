import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingIndicator } from './loading-indicator.ts';

describe('global loading indicator (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useLoadingIndicator.setState({ phase: 'idle', running: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it('shows success for 2 s after the last action ends', () => {
    const { start, finish } = useLoadingIndicator.getState();
    start();
    expect(useLoadingIndicator.getState().phase).toBe('loading');
    finish('success');
    vi.advanceTimersByTime(1999);
    expect(useLoadingIndicator.getState().phase).toBe('success');
    vi.advanceTimersByTime(1);
    expect(useLoadingIndicator.getState().phase).toBe('idle');
  });

  it('shows failure for 5 s', () => {
    const { start, finish } = useLoadingIndicator.getState();
    start();
    finish('failure');
    vi.advanceTimersByTime(4999);
    expect(useLoadingIndicator.getState().phase).toBe('failure');
    vi.advanceTimersByTime(1);
    expect(useLoadingIndicator.getState().phase).toBe('idle');
  });

  it('stays busy while another action still runs', () => {
    const { start, finish } = useLoadingIndicator.getState();
    start();
    start();
    finish('success');
    expect(useLoadingIndicator.getState().phase).toBe('loading');
    finish('success');
    expect(useLoadingIndicator.getState().phase).toBe('success');
  });
});
