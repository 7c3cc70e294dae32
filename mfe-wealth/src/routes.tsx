// What this remote exposes to the shell (`mfe_wealth/routes`): a page loader per path, each page its
// own chunk, and a Root giving every page this remote's emotion cache and the person's document rights.
import type { RemoteModule } from '@heirloom/platform';
import { apiQuery } from '@heirloom/ui';
import { WealthRoot } from './access/WealthRoot';

const wealth: RemoteModule = {
  pages: {
    '/dashboard': () => import('./pages/dashboard/DashboardPage'),
    '/accounts': () => import('./pages/accounts/AccountsPage'),
    '/transactions': () => import('./pages/transactions/TransactionsPage'),
    '/budget': () => import('./pages/budget/BudgetPage'),
    '/investments': () => import('./pages/investments/InvestmentsPage'),
    '/private-investments': () => import('./pages/private-investments/PrivateInvestmentsPage'),
    '/forecast': () => import('./pages/forecast/ForecastPage'),
    '/real-estate': () => import('./pages/real-estate/RealEstatePage'),
    '/tax': () => import('./pages/tax/TaxPage'),
    '/estate': () => import('./pages/estate/EstatePage'),
    '/insurance': () => import('./pages/insurance/InsurancePage'),
    '/retirement': () => import('./pages/retirement/RetirementPage'),
  },
  Root: WealthRoot,
  // The dashboard's figures come from one call (data/summary.ts reads the same key).
  prefetch: {
    '/dashboard': (client) => client.prefetchQuery(apiQuery('/api/summary')),
  },
};

export default wealth;
