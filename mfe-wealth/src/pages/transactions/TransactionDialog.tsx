// Add or edit a transaction: the account it belongs to, merchant, amount, category, date, income or
// expense, notes. Validated with the same schema as the API.
import {
  insertTransactionSchema,
  transactionTypes,
  updateTransactionSchema,
  type TransactionInput,
  type TransactionRow,
} from '@heirloom/contracts';
import { toast } from '@heirloom/platform';
import { localDay } from '@heirloom/ui';
import { enumOptions, FormDialog, FormInput, FormSelect, FormTextarea } from '@heirloom/ui/forms';
import { useId } from 'react';
import { useAccounts } from '../../data/accounts';
import { useSaveTransaction } from '../../data/transactions';

export interface TransactionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  transaction?: TransactionRow;
  /** Categories the family already uses, offered as suggestions. */
  categories: readonly string[];
}

const typeOptions = enumOptions(transactionTypes, { income: 'Income', expense: 'Expense' });

export function TransactionDialog({ open, onOpenChange, transaction, categories }: TransactionDialogProps) {
  const save = useSaveTransaction();
  const accounts = useAccounts();
  const listId = useId();
  const accountOptions = (accounts.data ?? []).map((a) => ({
    value: a.id,
    label: `${a.name} (${a.institution})`,
  }));
  const defaults: Partial<TransactionInput> = transaction
    ? {
        accountId: transaction.accountId,
        merchant: transaction.merchant,
        amount: transaction.amount.replace(/^-/, ''),
        category: transaction.category,
        date: transaction.date,
        transactionType: transaction.transactionType,
        notes: transaction.notes ?? '',
      }
    : {
        accountId: accountOptions[0]?.value ?? '',
        merchant: '',
        amount: '',
        category: '',
        // Today in the user's calendar: a US evening is not yet tomorrow.
        date: localDay(),
        transactionType: 'expense',
        notes: '',
      };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={transaction ? 'Edit Transaction' : 'Add Transaction'}
      description="Amounts are entered as positive numbers; income or expense says which way the money went."
      schema={transaction ? updateTransactionSchema : insertTransactionSchema}
      defaultValues={defaults}
      submitLabel={transaction ? 'Save Changes' : 'Add Transaction'}
      onSubmit={async (values) => {
        // Expenses are stored negative, as institutions report them.
        const amount = values.amount === undefined ? undefined : String(values.amount).replace(/^-/, '');
        const signed =
          amount === undefined ? undefined : values.transactionType === 'income' ? amount : `-${amount}`;
        const saved = await save.mutateAsync({ id: transaction?.id, values: { ...values, amount: signed } });
        toast({
          title: transaction ? 'Transaction Updated' : 'Transaction Added',
          description: `${saved.merchant} has been ${transaction ? 'updated' : 'added'} successfully.`,
        });
      }}
    >
      <FormSelect<TransactionInput>
        name="accountId"
        label="Account"
        wide
        options={accountOptions.length ? accountOptions : [{ value: '', label: 'Add an account first' }]}
      />
      <FormInput<TransactionInput>
        name="merchant"
        label="Merchant"
        required
        placeholder="Whole Foods Market"
      />
      <FormSelect<TransactionInput> name="transactionType" label="Type" options={typeOptions} />
      <FormInput<TransactionInput>
        name="amount"
        label="Amount"
        required
        type="number"
        step="0.01"
        min="0"
        inputMode="decimal"
        placeholder="0.00"
      />
      <FormInput<TransactionInput> name="date" label="Date" required type="date" />
      <FormInput<TransactionInput>
        name="category"
        label="Category"
        required
        list={listId}
        placeholder="Groceries"
        wide
      />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <FormTextarea<TransactionInput> name="notes" label="Notes" rows={2} />
    </FormDialog>
  );
}
