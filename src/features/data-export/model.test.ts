import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GDPR_POLL_DEFAULT_WAIT_MS } from '@/shared/config/constants';
import { $toast, GENERIC_ERROR_KEY } from '@/shared/lib/toast/model';
import { checkExportFx, requestExportFx } from './api';
import { $exportState, $exportUrl, dataExportRequested } from './model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const status = (done: boolean, url = '', retry: number | null = null) => ({
  requestId: 'r1',
  done,
  url,
  retry,
});

describe('GDPR export: polled until done, the wait follows retry (default 500 ms)', () => {
  it('waits the default 500 ms when retry is missing, then the server retry', async () => {
    const check = vi
      .fn()
      .mockResolvedValueOnce(status(false))
      .mockResolvedValueOnce(status(false, '', 2000))
      .mockResolvedValueOnce(status(true, '/api/users/gdpr/r1/file?key=k'));
    const scope = fork({
      handlers: [
        [requestExportFx, async () => ({ requestId: 'r1' })],
        [checkExportFx, check],
      ],
    });
    void allSettled(dataExportRequested, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($exportState)).toBe('pending');
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('r1');
    await vi.advanceTimersByTimeAsync(GDPR_POLL_DEFAULT_WAIT_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($exportState)).toBe('done');
    expect(scope.getState($exportUrl)).toBe('/api/users/gdpr/r1/file?key=k');
  });
});

describe('the GDPR export needs a non-empty returned link, otherwise it fails', () => {
  it('fails on an empty link with the generic toast', async () => {
    const scope = fork({
      handlers: [
        [requestExportFx, async () => ({ requestId: 'r1' })],
        [checkExportFx, async () => status(true, '')],
      ],
    });
    void allSettled(dataExportRequested, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($exportState)).toBe('failed');
    expect(scope.getState($exportUrl)).toBeNull();
    expect(scope.getState($toast)?.messageKey).toBe(GENERIC_ERROR_KEY);
  });
});
