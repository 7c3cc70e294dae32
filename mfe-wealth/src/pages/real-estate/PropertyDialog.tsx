// Add Property, also used to edit (spec sections 2, 5, 7 and 8): address, purchase price, current value
// and purchase date required, square feet an optional whole number; 'Property Added' / 'Property
// Updated' with '{address} has been added/updated successfully.'
import {
  insertPropertySchema,
  propertyTypes,
  updatePropertySchema,
  type PropertyInput,
  type PropertyRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { enumOptions, FormDialog, FormInput, FormSelect, FormTextarea } from '@heirloom/ui/forms';
import { useSaveProperty } from '../../data/real-estate';

export interface PropertyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  property?: PropertyRow;
}

export const propertyTypeOptions = enumOptions(propertyTypes);
type Field = PropertyInput;

const money = { type: 'number', step: '0.01', min: '0', inputMode: 'decimal', placeholder: '0.00' } as const;

export function PropertyDialog({ open, onOpenChange, property }: PropertyDialogProps) {
  const save = useSaveProperty();
  const defaults: Partial<Field> = property
    ? {
        address: property.address,
        propertyType: property.propertyType,
        purchasePrice: property.purchasePrice,
        currentValue: property.currentValue,
        purchaseDate: property.purchaseDate,
        squareFeet: property.squareFeet === null ? '' : String(property.squareFeet),
        notes: property.notes ?? '',
      }
    : {
        address: '',
        propertyType: 'primary_residence',
        purchasePrice: '',
        currentValue: '',
        purchaseDate: '',
        squareFeet: '',
        notes: '',
      };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={property ? 'Edit Property' : 'Add Property'}
      description={
        property ? 'Change the details of this property.' : 'A home, rental, vacation or commercial property.'
      }
      schema={property ? updatePropertySchema : insertPropertySchema}
      defaultValues={defaults}
      submitLabel={property ? 'Save Changes' : 'Add Property'}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ id: property?.id, values });
        toast({
          title: property ? 'Property Updated' : 'Property Added',
          description: `${saved.address} has been ${property ? 'updated' : 'added'} successfully.`,
        });
      }}
    >
      <FormInput<Field> name="address" label="Address" required wide placeholder="123 Main St, Denver, CO" />
      <FormSelect<Field> name="propertyType" label="Property type" options={propertyTypeOptions} />
      <FormInput<Field> name="purchaseDate" label="Purchase date" type="date" required />
      <FormInput<Field> name="purchasePrice" label="Purchase price" required {...money} />
      <FormInput<Field> name="currentValue" label="Current value" required {...money} />
      <FormInput<Field>
        name="squareFeet"
        label="Square feet"
        type="number"
        step="1"
        min="1"
        inputMode="numeric"
        placeholder="Optional"
      />
      <FormTextarea<Field> name="notes" label="Notes" rows={3} />
    </FormDialog>
  );
}
