// The six services (spec section 2: Home's service cards and the Services page), each with the screen
// of the product where a client uses it.
import { Building2, FileText, LineChart, Receipt, Shield, Users, type LucideIcon } from 'lucide-react';

export interface Service {
  icon: LucideIcon;
  title: string;
  summary: string;
  to: string;
  features: readonly string[];
}

export const services: readonly Service[] = [
  {
    icon: Building2,
    title: 'Real Estate & Mortgages',
    summary: 'Every property and loan in one view, with equity tracked and refinancing windows flagged.',
    to: '/real-estate',
    features: [
      'Property values and equity at a glance',
      'Mortgage rates watched against the market',
      'Refinance break-even worked out for you',
      'Rental and vacation properties alongside your home',
    ],
  },
  {
    icon: LineChart,
    title: 'Private Investments',
    summary: 'Private equity, funds and family businesses tracked with the same care as public markets.',
    to: '/private-investments',
    features: [
      'Capital calls and distributions in one ledger',
      'Ownership, vintage, fees and carried interest',
      'K-1 documents collected per tax year',
      'Business valuations in your net worth',
    ],
  },
  {
    icon: Shield,
    title: 'Insurance Coverage',
    summary: 'Life, property, liability and umbrella policies reviewed together so nothing falls through.',
    to: '/insurance',
    features: [
      'Every policy, premium and beneficiary listed',
      'Alerts 90 days before a policy expires',
      'Coverage gaps measured against what you own',
      'Introductions to independent agents',
    ],
  },
  {
    icon: Receipt,
    title: 'Tax Planning',
    summary: 'Your returns, K-1s and portfolio connected, so tax savings are found before the year closes.',
    to: '/tax',
    features: [
      'Tax documents organised by year',
      'Tax-loss harvesting opportunities flagged',
      'K-1 income summarised for your CPA',
      'Year-round planning instead of April surprises',
    ],
  },
  {
    icon: FileText,
    title: 'Estate Planning',
    summary: 'Wills, trusts and beneficiaries kept current as your family and your assets change.',
    to: '/estate',
    features: [
      'Wills, trusts and powers of attorney in one vault',
      'Beneficiaries and their shares reviewed',
      'Outdated documents flagged for your attorney',
      'A plan that follows life events',
    ],
  },
  {
    icon: Users,
    title: 'Professional Network',
    summary: 'CPAs, attorneys, advisors and estate planners who work from the same picture you see.',
    to: '/professionals',
    features: [
      'Vetted CPAs, attorneys and financial advisors',
      'A shared workspace with permission controls',
      'Referrals matched to each recommendation',
      'Fewer meetings, better prepared',
    ],
  },
];
