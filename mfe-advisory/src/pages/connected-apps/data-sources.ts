// The third-party apps shown on the Connected Apps page, by category (spec section 2). None can be
// connected yet: every tile reads 'Not connected'. `mark` is the lettered avatar shown instead of a logo.

export interface DataSourceApp {
  name: string;
  mark: string;
  /** Avatar background; white text on it meets WCAG AA. */
  color: string;
  description: string;
}

export interface DataSourceCategory {
  id: string;
  title: string;
  description: string;
  apps: readonly DataSourceApp[];
}

export const dataSourceCategories: readonly DataSourceCategory[] = [
  {
    id: 'mortgage-real-estate',
    title: 'Mortgage and Real Estate',
    description: 'Property values and the loans against them.',
    apps: [
      {
        name: 'Zillow',
        mark: 'Z',
        color: '#0053c7',
        description: 'Home value estimates for your properties.',
      },
      {
        name: 'Redfin',
        mark: 'R',
        color: '#b3201f',
        description: 'Comparable sales and local market trends.',
      },
      {
        name: 'Rocket Mortgage',
        mark: 'RM',
        color: '#8f1231',
        description: 'Mortgage balance, rate and monthly payment.',
      },
      {
        name: 'Mr. Cooper',
        mark: 'MC',
        color: '#00586a',
        description: 'Loan servicing, escrow and payoff details.',
      },
    ],
  },
  {
    id: 'banking-wealth',
    title: 'Banking and Wealth Tracking',
    description: 'Cash, credit and investment accounts.',
    apps: [
      {
        name: 'Chase',
        mark: 'C',
        color: '#0f5fa6',
        description: 'Checking, savings and credit card balances.',
      },
      {
        name: 'Bank of America',
        mark: 'BA',
        color: '#012169',
        description: 'Deposit accounts, credit cards and Merrill.',
      },
      { name: 'Fidelity', mark: 'F', color: '#2f6f22', description: 'Brokerage, IRA and 401(k) holdings.' },
      { name: 'Empower', mark: 'E', color: '#55287a', description: 'Net worth and retirement tracking.' },
    ],
  },
  {
    id: 'insurance',
    title: 'Insurance',
    description: 'Policies, coverage amounts and premiums.',
    apps: [
      {
        name: 'State Farm',
        mark: 'SF',
        color: '#b10e26',
        description: 'Home, auto and life insurance policies.',
      },
      { name: 'Allstate', mark: 'A', color: '#0033a0', description: 'Home, auto and umbrella coverage.' },
      {
        name: 'Policygenius',
        mark: 'P',
        color: '#3b2c7a',
        description: 'Life and disability policies you bought online.',
      },
      { name: 'Lemonade', mark: 'L', color: '#c3005f', description: 'Renters, homeowners and pet policies.' },
    ],
  },
  {
    id: 'tax-estate',
    title: 'Tax and Estate Planning',
    description: 'Returns, wills, trusts and beneficiaries.',
    apps: [
      { name: 'TurboTax', mark: 'TT', color: '#b8231a', description: 'Past returns, income and taxes paid.' },
      {
        name: 'H&R Block',
        mark: 'HR',
        color: '#137a33',
        description: 'Prepared returns and filing history.',
      },
      {
        name: 'Trust & Will',
        mark: 'TW',
        color: '#0e3b43',
        description: 'Wills, trusts and guardianship documents.',
      },
      {
        name: 'LegalZoom',
        mark: 'LZ',
        color: '#a8430c',
        description: 'Estate planning and business documents.',
      },
    ],
  },
];
