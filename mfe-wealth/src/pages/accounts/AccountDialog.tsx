// Add Account, also used to edit (spec sections 2, 4, 5, 8): name, institution and balance required,
// balance numeric with step 0.01, type defaulting to checking; 'Account Added' / 'Account Updated'.
import {
  accountTypes,
  insertAccountSchema,
  updateAccountSchema,
  type AccountInput,
  type AccountRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { enumOptions, FormDialog, FormInput, FormSelect, useFieldValue } from '@heirloom/ui/forms';
import { useSaveAccount } from '../../data/accounts';
import { accountTypeLabels } from './account-types';

export interface AccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account to edit; absent to add one. */
  account?: AccountRow;
}

export const accountTypeOptions = enumOptions(accountTypes, accountTypeLabels);

export function AccountDialog({ open, onOpenChange, account }: AccountDialogProps) {
  const save = useSaveAccount();
  const defaults: Partial<AccountInput> = account
    ? {
        name: account.name,
        accountType: account.accountType,
        institution: account.institution,
        balance: account.balance,
        creditLimit: account.creditLimit ?? '',
      }
    : { name: '', accountType: 'checking', institution: '', balance: '', creditLimit: '' };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={account ? 'Edit Account' : 'Add Account'}
      description={
        account
          ? 'Change the details of this account.'
          : 'Add a bank, savings, credit card or investment account.'
      }
      // Editing sends only the form's fields (a partial update keeps lastSync as it is).
      schema={account ? updateAccountSchema : insertAccountSchema}
      defaultValues={defaults}
      submitLabel={account ? 'Save Changes' : 'Add Account'}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ id: account?.id, values });
        toast({
          title: account ? 'Account Updated' : 'Account Added',
          description: `${saved.name} has been ${account ? 'updated' : 'added'} successfully.`,
        });
      }}
    >
      <FormInput<AccountInput> name="name" label="Account name" required placeholder="Everyday Checking" />
      <FormSelect<AccountInput> name="accountType" label="Account type" options={accountTypeOptions} />
      <FormInput<AccountInput> name="institution" label="Institution" required placeholder="Chase" />
      <FormInput<AccountInput>
        name="balance"
        label="Balance"
        required
        type="number"
        step="0.01"
        inputMode="decimal"
        placeholder="0.00"
        hint="For a credit card, the amount owed."
      />
      <CreditLimitField />
    </FormDialog>
  );
}

/** A card's limit (for credit utilization), asked only when the account is a credit card. */
function CreditLimitField() {
  const type = useFieldValue<AccountInput, 'accountType'>('accountType');
  if (type !== 'credit') return null;
  return (
    <FormInput<AccountInput>
      name="creditLimit"
      label="Credit limit"
      type="number"
      step="0.01"
      min="0"
      inputMode="decimal"
      placeholder="Optional"
    />
  );
}
