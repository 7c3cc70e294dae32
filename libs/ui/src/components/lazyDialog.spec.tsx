import { describe, expect, it, jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { lazyDialog } from './lazyDialog';

interface NoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  note: string;
}

function NoteDialog({ open, note }: NoteDialogProps) {
  return <div role="dialog">{`${String(open)} ${note}`}</div>;
}

describe('lazyDialog', () => {
  it('loads nothing while closed, then renders the dialog with its props once loaded', async () => {
    const load = jest.fn(() => Promise.resolve(NoteDialog));
    const Dialog = lazyDialog(load);
    const onOpenChange = () => undefined;

    expect(renderToStaticMarkup(<Dialog open={false} onOpenChange={onOpenChange} note="Roof" />)).toBe('');
    expect(load).not.toHaveBeenCalled();

    // Opening starts the load and shows nothing until the code is there.
    expect(renderToStaticMarkup(<Dialog open onOpenChange={onOpenChange} note="Roof" />)).toBe('');
    expect(load).toHaveBeenCalledTimes(1);
    await load.mock.results[0]!.value;
    await Promise.resolve();

    expect(renderToStaticMarkup(<Dialog open onOpenChange={onOpenChange} note="Roof" />)).toBe(
      '<div role="dialog">true Roof</div>',
    );
    expect(renderToStaticMarkup(<Dialog open={false} onOpenChange={onOpenChange} note="Roof" />)).toBe('');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
