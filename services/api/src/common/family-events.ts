// What happens to a family, said once where it happens and heard by whoever keeps something of it.
// One event so far, "the figures changed": emitted by the writes of the rows the figures are made of
// (the accounts, properties, mortgages, private placements and businesses services, and the CSV
// import), heard by the net-worth snapshot. In-process and awaited: every listener has run before the
// write answers, so the next read already sees what they keep.
import { Injectable, Logger } from '@nestjs/common';

/** Hears that `userId`'s figures changed; the change is already made. */
export type FiguresChangedHandler = (userId: string) => Promise<void>;

@Injectable()
export class FamilyEvents {
  private readonly logger = new Logger('FamilyEvents');
  private readonly figuresListeners = new Set<FiguresChangedHandler>();

  /** Hears every change of a user's figures from now on; answers the function that stops it. */
  onFiguresChanged(listener: FiguresChangedHandler): () => void {
    this.figuresListeners.add(listener);
    return () => void this.figuresListeners.delete(listener);
  }

  /**
   * `userId`'s figures changed: resolves when every listener has run. A listener's failure is logged,
   * not thrown: the change itself succeeded.
   */
  async figuresChanged(userId: string): Promise<void> {
    await Promise.all(
      [...this.figuresListeners].map(async (listener) => {
        try {
          await listener(userId);
        } catch (error) {
          this.logger.warn(`A listener of "figures changed" failed: ${String(error)}`);
        }
      }),
    );
  }
}
