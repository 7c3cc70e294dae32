import type { PolicyType } from '@heirloom/contracts';
import { HeartPulse, Home, Scale, Umbrella, type LucideIcon } from 'lucide-react';

export const policyTypeLabels: Record<PolicyType, string> = {
  life: 'Life',
  property: 'Property',
  liability: 'Liability',
  umbrella: 'Umbrella',
};

export const policyTypeIcons: Record<PolicyType, LucideIcon> = {
  life: HeartPulse,
  property: Home,
  liability: Scale,
  umbrella: Umbrella,
};
