// Transactions (/transactions), spec section 2: totals tiles and the Recent Transactions card, from
// fixed sample data (no server call).
import { css } from '@emotion/react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  formatMoney,
  mq,
  PageContainer,
  PageHeader,
  StatTile,
  t,
} from '@heirloom/ui';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import { sampleTransactions } from './sample-transactions';
import { TransactionList } from './TransactionList';
import { transactionTotals } from './transactions';

const RECENT_COUNT = 5;

const tiles = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const cardHeader = css({
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: t.space[3],
});

export default function TransactionsPage() {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const totals = transactionTotals(sampleTransactions);

  return (
    <PageContainer>
      <PageHeader title="Transactions" subtitle="Track and categorize all your financial transactions." />

      <div css={tiles}>
        <StatTile
          label="Total Income"
          value={`+${formatMoney(totals.income)}`}
          tone="success"
          icon={<TrendingUp />}
          data-testid="total-income"
        />
        <StatTile
          label="Total Expenses"
          value={`-${formatMoney(totals.expenses)}`}
          icon={<TrendingDown />}
          data-testid="total-expenses"
        />
      </div>

      <Card>
        <CardHeader css={cardHeader}>
          <CardTitle>Recent Transactions</CardTitle>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? 'Show Less' : 'View All'}
          </Button>
        </CardHeader>
        <CardContent>
          <TransactionList
            id={listId}
            transactions={sampleTransactions}
            limit={expanded ? undefined : RECENT_COUNT}
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
