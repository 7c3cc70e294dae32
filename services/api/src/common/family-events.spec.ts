import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { FamilyEvents } from './family-events';

describe('FamilyEvents: the figures changed', () => {
  afterEach(() => jest.restoreAllMocks());

  it('resolves once every listener has finished, each told the user', async () => {
    const events = new FamilyEvents();
    const done: string[] = [];
    events.onFiguresChanged(async (userId) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push(`slow ${userId}`);
    });
    events.onFiguresChanged(async (userId) => void done.push(`fast ${userId}`));
    await events.figuresChanged('user-1');
    expect(done.sort()).toEqual(['fast user-1', 'slow user-1']);
  });

  it("logs a listener's failure instead of failing the change, and still runs the others", async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const events = new FamilyEvents();
    const heard: string[] = [];
    events.onFiguresChanged(() => Promise.reject(new Error('database down')));
    events.onFiguresChanged(async (userId) => void heard.push(userId));
    await expect(events.figuresChanged('user-1')).resolves.toBeUndefined();
    expect(heard).toEqual(['user-1']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('database down'));
  });

  it('stops telling a listener once it has stopped listening', async () => {
    const events = new FamilyEvents();
    const heard: string[] = [];
    const stop = events.onFiguresChanged(async (userId) => void heard.push(userId));
    await events.figuresChanged('user-1');
    stop();
    await events.figuresChanged('user-2');
    expect(heard).toEqual(['user-1']);
  });
});
