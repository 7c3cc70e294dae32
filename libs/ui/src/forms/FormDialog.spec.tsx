// FormDialog's buttons as it renders them, with libs/ui's Button and Dialog replaced by recorders (the
// real Dialog needs a browser's document for its portal).
import { describe, expect, it, jest } from '@jest/globals';
import { insertPrivatePlacementSchema } from '@heirloom/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ButtonProps } from '../components/Button';
import { Field } from '../components/Field';
import { enumLabel } from '../format';
import { Input, Select, Textarea } from '../components/Input';
import { mq, t } from '../tokens';

const buttons: ButtonProps[] = [];
jest.unstable_mockModule('@heirloom/ui/base', () => ({
  Button: (props: ButtonProps) => {
    buttons.push(props);
    return null;
  },
  Dialog: ({ children }: { children: ReactNode }) => children,
  enumLabel,
  Field,
  Input,
  Select,
  Textarea,
  mq,
  t,
}));
const { FormDialog } = await import('./FormDialog');

describe('FormDialog', () => {
  it("keeps focus in the field being typed in while Cancel or the submit button is pressed, so the field's message cannot move the button from under the pointer", () => {
    buttons.length = 0;
    renderToStaticMarkup(
      <FormDialog
        open
        onOpenChange={() => undefined}
        title="Add Private Placement"
        schema={insertPrivatePlacementSchema}
        defaultValues={{ name: '', sponsor: '' }}
        submitLabel="Add Placement"
        onSubmit={() => Promise.resolve()}
      >
        {null}
      </FormDialog>,
    );
    expect(buttons.map((b) => b.type)).toEqual(['button', 'submit']);
    for (const button of buttons) {
      const press = { preventDefault: jest.fn() };
      button.onMouseDown?.(press as never);
      expect(press.preventDefault).toHaveBeenCalled();
    }
  });
});
