// The product's marketing figures (spec section 1), in one place so every page quotes the same ones.
export interface Claim {
  value: string;
  label: string;
}

export const headlineStats: readonly Claim[] = [
  { value: '500+', label: 'Families served' },
  { value: '$2.5B+', label: 'In assets on the platform' },
  { value: '$47,000', label: 'Average annual savings identified' },
  { value: '60%', label: 'Fewer advisor meetings' },
];

export const operatingStats: readonly Claim[] = [
  { value: '20+ hours', label: 'Saved per month on paperwork and follow-up' },
  { value: '24/7', label: 'Monitoring of every account and document' },
  { value: 'SOC 2', label: 'Audited security controls' },
  { value: 'AES-256', label: 'Encryption for your data at rest' },
];

export const guarantee =
  'Money-back guarantee: if we find no savings or wealth gains in your first year, you get your money back.';
