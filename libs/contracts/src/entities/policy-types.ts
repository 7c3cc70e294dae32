// The insurance policy types, apart from the schemas: the Insurance page totals its policies by type on
// its first load, which loads no zod (a value from a schema module would bring zod with it).
export const policyTypes = ['life', 'property', 'liability', 'umbrella'] as const;
export type PolicyType = (typeof policyTypes)[number];
