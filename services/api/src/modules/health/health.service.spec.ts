import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { HealthService } from './health.service';

const fakeDataSource = (query: () => Promise<unknown>, isInitialized = true) =>
  ({ isInitialized, query }) as unknown as DataSource;

describe('HealthService', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn']));

  it('is up when SELECT 1 answers', async () => {
    await expect(new HealthService(fakeDataSource(async () => [{ 1: 1 }])).isDatabaseUp()).resolves.toBe(
      true,
    );
  });

  it('is down when the query fails or the data source is closed', async () => {
    const failing = fakeDataSource(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    await expect(new HealthService(failing).isDatabaseUp()).resolves.toBe(false);
    await expect(new HealthService(fakeDataSource(async () => [], false)).isDatabaseUp()).resolves.toBe(
      false,
    );
  });

  it('is down when the database does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      const probe = new HealthService(fakeDataSource(() => new Promise(() => {}))).isDatabaseUp();
      await jest.advanceTimersByTimeAsync(2_000);
      await expect(probe).resolves.toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
