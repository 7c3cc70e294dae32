import { jest } from '@jest/globals';
import { toast, TOAST_DURATION_MS, useToastStore } from './toast';

describe('toast store', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('keeps one toast at a time, newest first, 5000 ms by default', () => {
    toast({ title: 'First' });
    toast({ title: 'Error', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      title: 'Error',
      variant: 'destructive',
      duration: TOAST_DURATION_MS,
      open: true,
    });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('closes a dismissed toast and removes it after the removal delay', () => {
    jest.useFakeTimers();
    const t = toast({ title: 'Hello' });
    t.dismiss();
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
    jest.advanceTimersByTime(1_000_000);
    expect(useToastStore.getState().toasts).toHaveLength(0);
    jest.useRealTimers();
  });
});
