// Sidebar groups and entries, exactly as the spec's table (section 2, "Sidebar groups").
export interface NavEntry {
  label: string;
  path: string;
  /** Other paths that highlight this entry (Home is both / and /home). */
  aliases?: readonly string[];
}

export interface NavGroup {
  label: string;
  entries: readonly NavEntry[];
}

export const sidebarGroups: readonly NavGroup[] = [
  {
    label: 'Company',
    entries: [
      { label: 'Home', path: '/home', aliases: ['/'] },
      { label: 'Our Services', path: '/services' },
      { label: 'AI Platform', path: '/platform' },
    ],
  },
  {
    label: 'Financial Overview',
    entries: [
      { label: 'Dashboard', path: '/dashboard' },
      { label: 'Accounts', path: '/accounts' },
      { label: 'Transactions', path: '/transactions' },
      { label: 'Budget', path: '/budget' },
      { label: 'Investments', path: '/investments' },
      { label: 'Private Investments', path: '/private-investments' },
      { label: 'Forecast', path: '/forecast' },
    ],
  },
  {
    label: 'Wealth Management',
    entries: [
      { label: 'Real Estate', path: '/real-estate' },
      { label: 'Tax Planning', path: '/tax' },
      { label: 'Estate Planning', path: '/estate' },
      { label: 'Insurance', path: '/insurance' },
      { label: 'Retirement', path: '/retirement' },
    ],
  },
  {
    label: 'Advisory',
    entries: [
      { label: 'Connected Apps', path: '/connected-apps' },
      { label: 'AI Recommendations', path: '/recommendations' },
      { label: 'AI Advisor', path: '/ai-advisor' },
      { label: 'Professionals', path: '/professionals' },
      { label: 'Access', path: '/access' },
    ],
  },
];

export const footerLinks: readonly NavEntry[] = [
  { label: 'About Us', path: '/about' },
  { label: 'Contact / Demo', path: '/contact' },
];

/** Which remote renders which path. The shell owns this table; remotes only render pages. */
/** A location's path as the route tables name it: without a trailing slash ('/' stays '/'). */
export const routePath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

export type RemoteName = 'marketing' | 'wealth' | 'advisory';

export const routeOwners: Readonly<Record<string, RemoteName>> = {
  '/': 'marketing',
  '/home': 'marketing',
  '/services': 'marketing',
  '/platform': 'marketing',
  '/about': 'marketing',
  '/contact': 'marketing',
  '/dashboard': 'wealth',
  '/accounts': 'wealth',
  '/transactions': 'wealth',
  '/budget': 'wealth',
  '/investments': 'wealth',
  '/private-investments': 'wealth',
  '/forecast': 'wealth',
  '/real-estate': 'wealth',
  '/tax': 'wealth',
  '/estate': 'wealth',
  '/insurance': 'wealth',
  '/retirement': 'wealth',
  '/connected-apps': 'advisory',
  '/recommendations': 'advisory',
  '/ai-advisor': 'advisory',
  '/professionals': 'advisory',
  '/access': 'advisory',
};

/** Paths rendered without the shell (the landing screen). */
export const shellLessPaths: readonly string[] = ['/'];
