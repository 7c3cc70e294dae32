// Add K-1, also used to edit (beyond the spec, which shows the button only): the placement or business
// that issued it, the tax year and its income lines (losses allowed). A new K-1 arrives with its file
// already uploaded through the upload dialog (the page opens that first); the file stays on edit.
import {
  k1DocumentFormSchema,
  k1IssuerValue,
  type BusinessRow,
  type K1DocumentFormInput,
  type K1DocumentRow,
  type PrivatePlacementRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { t } from '@heirloom/ui';
import { FormDialog, FormInput, FormSelect, FormTextarea } from '@heirloom/ui/forms';
import { FileText } from 'lucide-react';
import { useSaveK1 } from '../../data/private-investments';

export interface K1DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The K-1 to edit; absent to add one with `file`. */
  k1?: K1DocumentRow;
  /** The uploaded file of a new K-1: where it is and what it was called. */
  file?: { url: string; name: string };
  placements: readonly PrivatePlacementRow[];
  businesses: readonly BusinessRow[];
}

type Field = K1DocumentFormInput;

export function issuerOptions(
  placements: readonly PrivatePlacementRow[],
  businesses: readonly BusinessRow[],
) {
  return [
    { value: '', label: 'Choose a placement or business' },
    ...placements.map((p) => ({
      value: k1IssuerValue('private_placement', p.id),
      label: `Placement: ${p.name}`,
    })),
    ...businesses.map((b) => ({ value: k1IssuerValue('business', b.id), label: `Business: ${b.name}` })),
  ];
}

const signedMoney = { type: 'number', step: '0.01', inputMode: 'decimal', placeholder: '0.00' } as const;
const text = (value: string | null) => value ?? '';

export function K1Dialog({ open, onOpenChange, k1, file, placements, businesses }: K1DialogProps) {
  const save = useSaveK1();
  const defaults: Partial<Field> = k1
    ? {
        issuer: k1IssuerValue(k1.entityType, k1.entityId),
        taxYear: String(k1.taxYear),
        ordinaryIncome: text(k1.ordinaryIncome),
        capitalGains: text(k1.capitalGains),
        qualifiedDividends: text(k1.qualifiedDividends),
        section199aDividends: text(k1.section199aDividends),
        otherIncome: text(k1.otherIncome),
        fileUrl: k1.fileUrl,
        notes: text(k1.notes),
      }
    : {
        issuer: '',
        taxYear: String(new Date().getFullYear() - 1),
        ordinaryIncome: '',
        capitalGains: '',
        qualifiedDividends: '',
        section199aDividends: '',
        otherIncome: '',
        fileUrl: file?.url ?? '',
        notes: '',
      };
  const fileName = k1
    ? decodeURIComponent(k1.fileUrl.split('/').filter(Boolean).pop() ?? k1.fileUrl)
    : file?.name;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={k1 ? 'Edit K-1' : 'Add K-1'}
      description="A Schedule K-1 from one of your placements or businesses. Losses are entered as negative amounts."
      schema={k1DocumentFormSchema}
      defaultValues={defaults}
      submitLabel={k1 ? 'Save Changes' : 'Add K-1'}
      width="40rem"
      onSubmit={async (values) => {
        await save.mutateAsync({ id: k1?.id, values });
        toast({
          title: k1 ? 'K-1 Updated' : 'K-1 Added',
          description: `The ${values.taxYear} K-1 has been ${k1 ? 'updated' : 'added'} successfully.`,
        });
      }}
    >
      <p
        css={{
          gridColumn: '1 / -1',
          display: 'flex',
          alignItems: 'center',
          gap: t.space[2],
          fontSize: t.text.sm,
        }}
        data-testid="k1-file"
      >
        <FileText aria-hidden="true" css={{ width: '1rem', height: '1rem', color: t.color.mutedFg }} />
        <span css={{ overflowWrap: 'anywhere' }}>File: {fileName ?? 'none'}</span>
      </p>
      <FormSelect<Field>
        name="issuer"
        label="Issued by"
        wide
        options={issuerOptions(placements, businesses)}
      />
      <FormInput<Field> name="taxYear" label="Tax year" required type="number" step="1" inputMode="numeric" />
      <FormInput<Field> name="ordinaryIncome" label="Ordinary income" {...signedMoney} />
      <FormInput<Field> name="capitalGains" label="Capital gains" {...signedMoney} />
      <FormInput<Field> name="qualifiedDividends" label="Qualified dividends" {...signedMoney} />
      <FormInput<Field> name="section199aDividends" label="Section 199A dividends" {...signedMoney} />
      <FormInput<Field> name="otherIncome" label="Other income" {...signedMoney} />
      <FormTextarea<Field> name="notes" label="Notes" rows={2} />
    </FormDialog>
  );
}
