// Add Professional, also used to edit (spec sections 2, 5, 8): only name and type required, an email of
// email type, a rating from 1 to 5 in steps of 0.1; 'Professional Added' / 'Professional Updated'.
import {
  insertProfessionalSchema,
  professionalTypeLabels,
  professionalTypes,
  updateProfessionalSchema,
  type ProfessionalInput,
  type ProfessionalRow,
  type ProfessionalType,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { enumOptions, FormDialog, FormInput, FormSelect, FormTextarea } from '@heirloom/ui/forms';
import { useSaveProfessional } from '../../data/professionals';

export interface ProfessionalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The professional to edit; absent to add one. */
  professional?: ProfessionalRow;
  /** A new professional's type (the search's "look for an Estate Planner" presets it). */
  presetType?: ProfessionalType;
}

const typeOptions = enumOptions(professionalTypes, professionalTypeLabels);

export function ProfessionalDialog({
  open,
  onOpenChange,
  professional,
  presetType,
}: ProfessionalDialogProps) {
  const save = useSaveProfessional();
  const p = professional;
  const defaults: ProfessionalInput = {
    name: p?.name ?? '',
    type: p?.type ?? presetType ?? 'cpa',
    firm: p?.firm ?? '',
    specialty: p?.specialty ?? '',
    email: p?.email ?? '',
    phone: p?.phone ?? '',
    rating: p?.rating ?? '',
    notes: p?.notes ?? '',
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={p ? 'Edit Professional' : 'Add Professional'}
      description={
        p
          ? `Change ${p.name}'s details.`
          : 'Add a CPA, attorney, advisor or anyone else on your team. Only a name and a type are required.'
      }
      schema={p ? updateProfessionalSchema : insertProfessionalSchema}
      defaultValues={defaults}
      submitLabel={p ? 'Save Changes' : 'Add Professional'}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ id: p?.id, values });
        toast({
          title: p ? 'Professional Updated' : 'Professional Added',
          description: `${saved.name} has been ${p ? 'updated' : 'added'} to your network.`,
        });
      }}
    >
      <FormInput<ProfessionalInput>
        name="name"
        label="Name"
        required
        placeholder="Maria Chen"
        autoComplete="off"
      />
      <FormSelect<ProfessionalInput> name="type" label="Type" required options={typeOptions} />
      <FormInput<ProfessionalInput>
        name="firm"
        label="Firm"
        placeholder="Chen & Partners"
        autoComplete="off"
      />
      <FormInput<ProfessionalInput>
        name="specialty"
        label="Specialty"
        placeholder="Small-business taxes"
        autoComplete="off"
      />
      <FormInput<ProfessionalInput>
        name="email"
        label="Email"
        type="email"
        placeholder="maria@example.com"
        autoComplete="off"
      />
      <FormInput<ProfessionalInput>
        name="phone"
        label="Phone"
        type="tel"
        placeholder="(555) 555-0100"
        autoComplete="off"
      />
      <FormInput<ProfessionalInput>
        name="rating"
        label="Rating"
        type="number"
        min="1"
        max="5"
        step="0.1"
        inputMode="decimal"
        placeholder="4.5"
        hint="From 1 to 5, in steps of 0.1. Optional."
      />
      <FormTextarea<ProfessionalInput>
        name="notes"
        label="Notes"
        rows={3}
        placeholder="What they handle for you, when to call them"
      />
    </FormDialog>
  );
}
