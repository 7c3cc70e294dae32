// Where the portfolio sits: investment account balances, or holdings' current values by symbol.
import type { AccountRow, HoldingRow } from '@heirloom/contracts';
import { AllocationBars, ListCard, Tabs, TabsContent, TabsList, TabsTrigger } from '@heirloom/ui';
import { PieChart } from 'lucide-react';
import { accountAllocation, holdingAllocation } from './portfolio';

/** Rows shown per view; smaller positions are summed as 'Other'. */
const MAX_ROWS = 8;

export interface AllocationCardProps {
  accounts: readonly AccountRow[];
  holdings: readonly HoldingRow[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

export function AllocationCard({ accounts, holdings, loading, error, onRetry }: AllocationCardProps) {
  return (
    <ListCard
      title="Allocation"
      description="How your portfolio is spread"
      loading={loading}
      skeletonCount={4}
      skeletonHeight="2rem"
      error={error}
      onRetry={onRetry}
      empty={accounts.length === 0 && holdings.length === 0}
      emptyIcon={<PieChart />}
      emptyTitle="Nothing to allocate yet"
      emptyDescription="Your allocation appears here once you have investment accounts and holdings."
      data-testid="allocation"
    >
      <Tabs defaultValue="account">
        <TabsList aria-label="Allocation view">
          <TabsTrigger value="account">By account</TabsTrigger>
          <TabsTrigger value="holding">By holding</TabsTrigger>
        </TabsList>
        <TabsContent value="account">
          <AllocationBars
            items={accountAllocation(accounts)}
            label="Allocation by account"
            limit={MAX_ROWS}
            emptyText="No account balances yet"
          />
        </TabsContent>
        <TabsContent value="holding">
          <AllocationBars
            items={holdingAllocation(holdings)}
            label="Allocation by holding"
            limit={MAX_ROWS}
            emptyText="No holdings yet"
          />
        </TabsContent>
      </Tabs>
    </ListCard>
  );
}
