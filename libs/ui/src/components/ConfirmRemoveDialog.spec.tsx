// The remove question and the row's remove button as they render (a server render: the real Dialog
// needs a browser's document for its portal, so ConfirmDialog is replaced by a recorder).
import { describe, expect, it, jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ConfirmDialogProps } from './ConfirmDialog';

const asked: ConfirmDialogProps[] = [];
jest.unstable_mockModule('./ConfirmDialog', () => ({
  ConfirmDialog: (props: ConfirmDialogProps) => {
    asked.push(props);
    return null;
  },
}));
const { ConfirmRemoveDialog, RemoveButton } = await import('./ConfirmRemoveDialog');

interface Item {
  id: string;
  name: string;
}

function ask(item: Item | null, over: { onRemove?: (item: Item) => Promise<unknown> } = {}) {
  asked.length = 0;
  const onClose = jest.fn();
  const onError = jest.fn();
  renderToStaticMarkup(
    <ConfirmRemoveDialog<Item>
      item={item}
      onClose={onClose}
      title={(it) => `Remove “${it.name}”?`}
      description="It will no longer sign you in."
      done={{ title: 'Passkey removed' }}
      onRemove={over.onRemove ?? (() => Promise.resolve())}
      onError={onError}
    />,
  );
  return { props: asked[0]!, onClose, onError };
}

describe('ConfirmRemoveDialog', () => {
  it('asks about the item picked, with Remove and Removing... by default and the done toast', () => {
    const { props } = ask({ id: 'p1', name: 'MacBook' });
    expect(props.open).toBe(true);
    expect(props.title).toBe('Remove “MacBook”?');
    expect(props.description).toBe('It will no longer sign you in.');
    expect(props.confirmLabel).toBe('Remove');
    expect(props.pendingLabel).toBe('Removing...');
    expect(props.done).toEqual({ title: 'Passkey removed' });
  });

  it('is closed without an item, and closing it calls onClose (opening does not)', () => {
    const { props, onClose } = ask(null);
    expect(props.open).toBe(false);
    expect(props.title).toBeNull();
    props.onOpenChange(true);
    expect(onClose).not.toHaveBeenCalled();
    props.onOpenChange(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('removes the item picked, and on a failure tells it and rejects so the dialog stays open', async () => {
    const removed: Item[] = [];
    const ok = ask(
      { id: 'p1', name: 'MacBook' },
      { onRemove: (item) => Promise.resolve(removed.push(item)) },
    );
    await ok.props.onConfirm();
    expect(removed).toEqual([{ id: 'p1', name: 'MacBook' }]);
    expect(ok.onError).not.toHaveBeenCalled();

    const failure = new Error('offline');
    const failed = ask({ id: 'p1', name: 'MacBook' }, { onRemove: () => Promise.reject(failure) });
    await expect(failed.props.onConfirm()).rejects.toBe(failure);
    expect(failed.onError).toHaveBeenCalledWith(failure);
  });
});

describe('RemoveButton', () => {
  it('names the item for a screen reader and shows its word, hidden on a phone', () => {
    const html = renderToStaticMarkup(
      <RemoveButton
        label="Revoke"
        aria-label="Revoke token Claude"
        onClick={() => undefined}
        data-testid="assistant-token-revoke"
      />,
    );
    expect(html).toContain('aria-label="Revoke token Claude"');
    expect(html).toContain('data-testid="assistant-token-revoke"');
    expect(html).toMatch(/>Revoke<\/span>/);
    expect(html).toContain('@media (max-width: 480px){.css-');
    expect(
      renderToStaticMarkup(<RemoveButton aria-label="Remove passkey MacBook" onClick={() => undefined} />),
    ).toMatch(/>Remove<\/span>/);
  });
});
