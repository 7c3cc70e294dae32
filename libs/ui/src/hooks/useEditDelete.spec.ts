import { describe, expect, it, jest } from '@jest/globals';
import { confirmDeleteProps, editedRow, type DeleteConfirmation } from './useEditDelete';

interface Row {
  id: string;
  name: string;
}
const row: Row = { id: 'a1', name: 'Chase Checking' };

const confirmation = (remove: (row: Row) => Promise<unknown>): DeleteConfirmation<Row> => ({
  remove,
  title: (r) => `Delete ${r.name}?`,
  description: () => 'This cannot be undone.',
  done: (r) => ({ title: 'Account Deleted', description: `${r.name} has been deleted.` }),
  failed: (r) => `Could not delete ${r.name}. Please try again.`,
});

describe('editedRow', () => {
  it('is the row being edited, and nothing while adding or closed', () => {
    expect(editedRow(row)).toBe(row);
    expect(editedRow<Row>('new')).toBeUndefined();
    expect(editedRow<Row>(null)).toBeUndefined();
  });
});

describe('confirmDeleteProps', () => {
  it('opens on the row asked about, with its texts, and deletes that row on confirm', async () => {
    const remove = jest.fn((_: Row) => Promise.resolve());
    const onOpenChange = jest.fn();
    const props = confirmDeleteProps(row, onOpenChange, confirmation(remove));
    expect(props).toMatchObject({
      open: true,
      title: 'Delete Chase Checking?',
      description: 'This cannot be undone.',
      done: { title: 'Account Deleted', description: 'Chase Checking has been deleted.' },
      failed: 'Could not delete Chase Checking. Please try again.',
    });
    expect(props.onOpenChange).toBe(onOpenChange);
    await props.onConfirm();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith(row);
  });

  it('passes a failed delete on, so the dialog stays open and says so', async () => {
    const props = confirmDeleteProps(
      row,
      () => undefined,
      confirmation(() => Promise.reject(new Error('500'))),
    );
    await expect(props.onConfirm()).rejects.toThrow('500');
  });

  it('is closed, deletes nothing and toasts nothing while no row is asked about', async () => {
    const remove = jest.fn((_: Row) => Promise.resolve());
    const props = confirmDeleteProps<Row>(null, () => undefined, confirmation(remove));
    expect(props.open).toBe(false);
    expect(props.done).toBeUndefined();
    expect(props.failed).toBeUndefined();
    await props.onConfirm();
    expect(remove).not.toHaveBeenCalled();
  });
});
