// The one place the product's names live. Pages and services import these, never retype them.
export const brand = {
  productName: 'Heirloom',
  parentCompany: 'Northfield Financial Group',
  tagline: 'Democratic family office services for the mass affluent',
  /** Header subtitle naming the parent company (hidden on small screens). */
  parentTagline: 'A Northfield Financial Group company',
  footerNotice: '© 2025 Heirloom, a Northfield Financial Group company. Not investment, tax or legal advice.',
  founder: {
    name: 'Eleanor Hart',
    title: 'Founder & CEO',
    email: 'eleanor@heirloom.example',
  },
} as const;
