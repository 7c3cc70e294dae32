// The import quota: each read of a file costs its size (64 KB at least); past three 20 MB files a minute
// a user is answered 429 with the time to wait, other users are not, and refused reads are not counted.
import { importMessages, MAX_IMPORT_BYTES } from '@heirloom/contracts';
import { MEMORY_STORE, TooManyRequestsException } from '@heirloom/server';
import type { ApiConfig } from '../../config/api.config';
import {
  IMPORT_BYTES_PER_MINUTE,
  IMPORT_MIN_COST,
  IMPORT_RUNS_PER_MINUTE,
  ImportQuota,
} from './import-quota';

describe('ImportQuota', () => {
  it('lets three full-size files a minute through, then answers 429 for that user only', async () => {
    const quota = new ImportQuota(MEMORY_STORE);
    expect(IMPORT_BYTES_PER_MINUTE).toBe(3 * MAX_IMPORT_BYTES);
    for (let i = 0; i < 3; i++) await quota.spend('heavy', MAX_IMPORT_BYTES);
    const refused = await quota.spend('heavy', 1).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsException);
    expect((refused as TooManyRequestsException).getResponse()).toEqual({
      message: importMessages.tooManyImports,
    });
    expect((refused as TooManyRequestsException).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as TooManyRequestsException).retryAfterSeconds).toBeLessThanOrEqual(60);
    await expect(quota.spend('light', MAX_IMPORT_BYTES)).resolves.toBeUndefined();
  });

  it('counts a small file as 64 KB, so a flood of tiny files is limited too', async () => {
    const quota = new ImportQuota(MEMORY_STORE);
    const allowed = Math.floor(IMPORT_BYTES_PER_MINUTE / IMPORT_MIN_COST);
    for (let i = 0; i < allowed; i++) await quota.spend('tiny', 10);
    await expect(quota.spend('tiny', 10)).rejects.toBeInstanceOf(TooManyRequestsException);
  });

  it('does not count a refused read', async () => {
    const quota = new ImportQuota(MEMORY_STORE);
    await quota.spend('edge', IMPORT_BYTES_PER_MINUTE - IMPORT_MIN_COST);
    await expect(quota.spend('edge', MAX_IMPORT_BYTES)).rejects.toBeInstanceOf(TooManyRequestsException);
    // What is left still reads.
    await expect(quota.spend('edge', IMPORT_MIN_COST)).resolves.toBeUndefined();
  });
});

describe('ImportQuota: previews and commits a minute', () => {
  it('lets IMPORT_RUNS_PER_MINUTE small runs through, then answers 429 with Retry-After for that user only', async () => {
    const quota = new ImportQuota(MEMORY_STORE);
    for (let i = 0; i < IMPORT_RUNS_PER_MINUTE; i++) await quota.spend('busy', 10, { run: true });
    const refused = await quota.spend('busy', 10, { run: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsException);
    expect((refused as TooManyRequestsException).getResponse()).toEqual({
      message: importMessages.tooManyImports,
    });
    expect((refused as TooManyRequestsException).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as TooManyRequestsException).retryAfterSeconds).toBeLessThanOrEqual(60);
    // Other reads of the same user (a changed mapping) are limited by their bytes alone.
    await expect(quota.spend('busy', 10)).resolves.toBeUndefined();
    await expect(quota.spend('other', 10, { run: true })).resolves.toBeUndefined();
  });

  it('takes the number from the configuration', async () => {
    const quota = new ImportQuota(MEMORY_STORE, { importRunsPerMinute: 2 } as ApiConfig);
    await quota.spend('two', 10, { run: true });
    await quota.spend('two', 10, { run: true });
    await expect(quota.spend('two', 10, { run: true })).rejects.toBeInstanceOf(TooManyRequestsException);
  });
});
