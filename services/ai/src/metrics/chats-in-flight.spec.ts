// The chats-in-flight gauge an autoscaler may scale the AI service on (docs/deployment.md, "Scaling"):
// it counts work while it runs and not after, failed work included.
import { ChatsInFlight } from './chats-in-flight';

describe('ChatsInFlight', () => {
  it('counts work while it runs, and not once it has answered or failed', async () => {
    const inFlight = new ChatsInFlight();
    let release!: () => void;
    const held = inFlight.track(() => new Promise<string>((resolve) => (release = () => resolve('done'))));
    const failing = inFlight.track(async () => {
      throw new Error('no');
    });
    await expect(failing).rejects.toThrow('no');
    expect(await inFlight.count()).toBe(1);
    release();
    await expect(held).resolves.toBe('done');
    expect(await inFlight.count()).toBe(0);
  });
});
