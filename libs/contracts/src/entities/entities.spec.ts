import {
  canTransitionRecommendation,
  chatRequestSchema,
  contactRequestSchema,
  insertAccountSchema,
  insertBusinessSchema,
  insertInsurancePolicySchema,
  insertMortgageSchema,
  insertPrivatePlacementSchema,
  insertProfessionalSchema,
  insertPropertySchema,
  newsletterSignupSchema,
  professionalTypeLabel,
  professionalTypes,
  updateAccountSchema,
  updatePropertySchema,
  uploadFormSchema,
} from './index';

const pathsAndMessages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('newsletterSignupSchema', () => {
  it('trims the name and normalises the email', () => {
    expect(newsletterSignupSchema.parse({ name: '  Ada Lovelace ', email: 'ADA@Example.com' })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });

  it('requires both fields and bounds their length', () => {
    expect(pathsAndMessages(newsletterSignupSchema.safeParse({}))).toEqual([
      ['name', 'Name is required'],
      ['email', 'Email is required'],
    ]);
    expect(
      pathsAndMessages(newsletterSignupSchema.safeParse({ name: 'x'.repeat(201), email: 'a@b.co' })),
    ).toEqual([['name', 'Must be at most 200 characters']]);
    expect(
      newsletterSignupSchema.safeParse({ name: 'A', email: `${'a'.repeat(310)}@example.com` }).success,
    ).toBe(false);
  });

  it('rejects unknown fields', () => {
    expect(newsletterSignupSchema.safeParse({ name: 'A', email: 'a@b.co', admin: true }).success).toBe(false);
  });
});

describe('private placement insert schema', () => {
  const valid = {
    userId: 'demo-user',
    name: 'Blackstone Real Estate Partners X',
    sponsor: 'Blackstone',
    investmentDate: '2022-06-15T00:00:00.000Z',
    initialInvestment: '250000',
    currentValue: 287500.5,
    ownershipPercentage: '',
    vintage: '',
    managementFee: '1.5',
    carriedInterest: '20',
    distributionsMade: '',
    capitalCalls: '',
    notes: '',
  };

  it('applies the spec defaults and drops the placeholder user id', () => {
    expect(insertPrivatePlacementSchema.parse(valid)).toEqual({
      name: 'Blackstone Real Estate Partners X',
      investmentType: 'private_equity',
      sponsor: 'Blackstone',
      investmentDate: '2022-06-15',
      initialInvestment: '250000.00',
      // Issue 36 §1: the commitment defaults to the initial investment.
      commitment: '250000.00',
      currentValue: '287500.50',
      ownershipPercentage: null,
      vintage: 2022,
      managementFee: '1.50',
      carriedInterest: '20.00',
      distributionsMade: '0.00',
      capitalCalls: '0.00',
      status: 'active',
      // Issue 36 §2: no period of its own: the forecast's default.
      investmentPeriodYears: null,
      notes: null,
    });
  });

  it("takes a fund's own investment period of 1 to 15 whole years, or none", () => {
    const period = (investmentPeriodYears: unknown) =>
      insertPrivatePlacementSchema.safeParse({ ...valid, investmentPeriodYears });
    expect(period('7').data?.investmentPeriodYears).toBe(7);
    expect(period('').data?.investmentPeriodYears).toBeNull();
    expect(period(null).data?.investmentPeriodYears).toBeNull();
    for (const bad of [0, 16, '2.5', 'six'])
      expect(pathsAndMessages(period(bad))).toEqual([
        [
          'investmentPeriodYears',
          bad === '2.5' || bad === 'six' ? 'Must be a whole number' : 'Must be between 1 and 15',
        ],
      ]);
  });

  it("uses the spec's messages for required fields", () => {
    const result = insertPrivatePlacementSchema.safeParse({ investmentDate: 'soon', initialInvestment: '' });
    expect(pathsAndMessages(result)).toEqual([
      ['name', 'Name is required'],
      ['sponsor', 'Sponsor is required'],
      ['investmentDate', 'Investment date must be a date'],
      ['initialInvestment', 'Initial investment is required'],
      ['currentValue', 'Current value is required'],
    ]);
  });
});

describe('property schemas', () => {
  it('coerces the purchase date and accepts an optional integer square footage', () => {
    const parsed = insertPropertySchema.parse({
      address: '12 Elm St',
      purchasePrice: '500000',
      currentValue: '650000.00',
      purchaseDate: '2019-04-01',
      squareFeet: null,
    });
    expect(parsed).toMatchObject({
      propertyType: 'primary_residence',
      purchaseDate: '2019-04-01',
      squareFeet: null,
    });
    expect(insertPropertySchema.safeParse({ ...parsed, squareFeet: 12.5 }).success).toBe(false);
  });

  it('updates only the fields sent, with no defaults filled in', () => {
    expect(updatePropertySchema.parse({ currentValue: 700000 })).toEqual({ currentValue: '700000.00' });
  });
});

describe('account schemas', () => {
  it('defaults the type to checking and allows a negative balance', () => {
    expect(insertAccountSchema.parse({ name: 'Visa', institution: 'Chase', balance: -1520.3 })).toMatchObject(
      {
        accountType: 'checking',
        balance: '-1520.30',
        lastSync: null,
      },
    );
  });

  it('does not reset the type on a partial update', () => {
    expect(updateAccountSchema.parse({ balance: '10' })).toEqual({ balance: '10.00' });
  });
});

describe('cross-field rules', () => {
  it('rejects a mortgage that matures before it starts', () => {
    const result = insertMortgageSchema.safeParse({
      propertyId: 'p1',
      lender: 'Wells Fargo',
      originalAmount: 400000,
      currentBalance: 350000,
      interestRate: '6.875',
      monthlyPayment: '2627.72',
      startDate: '2020-01-01',
      maturityDate: '2019-01-01',
      loanType: '30-year fixed',
    });
    expect(pathsAndMessages(result)).toEqual([
      ['maturityDate', 'Maturity date must be after the start date'],
    ]);
  });

  it('rejects a policy that expires before it starts', () => {
    const result = insertInsurancePolicySchema.safeParse({
      provider: 'Northwestern Mutual',
      policyNumber: 'NM-1',
      coverageAmount: 1000000,
      annualPremium: 1200,
      startDate: '2024-01-01',
      expirationDate: '2023-01-01',
    });
    expect(pathsAndMessages(result)).toEqual([
      ['expirationDate', 'Expiration date must be after the start date'],
    ]);
  });
});

describe('other forms', () => {
  it('normalises an EIN', () => {
    const parsed = insertBusinessSchema.parse({
      name: 'Hart Design LLC',
      ein: '123456789',
      foundedDate: '2015-05-01',
      ownershipPercentage: 100,
      currentValuation: 1200000,
      annualRevenue: 850000,
      industry: 'Design',
    });
    expect(parsed).toMatchObject({ ein: '12-3456789', businessType: 'llc', status: 'active', notes: null });
  });

  it('validates the contact form', () => {
    const result = contactRequestSchema.safeParse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      inquiryType: 'demo',
      assetsUnderManagement: '',
      phone: '',
      company: '',
      message: 'Hello',
    });
    expect(result.success && result.data).toMatchObject({ assetsUnderManagement: null, phone: null });
    expect(contactRequestSchema.safeParse({ ...result.data, inquiryType: 'spam' }).success).toBe(false);
  });

  it('accepts only the listed upload types', () => {
    expect(uploadFormSchema.safeParse({ fileName: 'will.PDF', category: 'estate' }).success).toBe(true);
    expect(pathsAndMessages(uploadFormSchema.safeParse({ fileName: 'run.exe', category: 'estate' }))).toEqual(
      [['fileName', 'Accepted file types: PDF, DOC, DOCX, PNG, JPG, JPEG']],
    );
    expect(pathsAndMessages(uploadFormSchema.safeParse({ fileName: '', category: 'estate' }))).toEqual([
      ['fileName', 'Please select a file to upload'],
    ]);
  });

  it('refuses blank chat messages', () => {
    expect(chatRequestSchema.safeParse({ message: '   ' }).success).toBe(false);
    expect(chatRequestSchema.parse({ message: ' Should I refinance? ' })).toEqual({
      message: 'Should I refinance?',
    });
  });
});

describe('professional schema (spec section 5)', () => {
  const valid = { name: 'Maria Chen', type: 'cpa' };

  it('needs only a name and a type; blank optional fields are null', () => {
    expect(insertProfessionalSchema.parse({ ...valid, firm: '', email: '', rating: '' })).toMatchObject({
      firm: null,
      email: null,
      rating: null,
    });
    expect(pathsAndMessages(insertProfessionalSchema.safeParse({ ...valid, name: '  ' }))).toEqual([
      ['name', 'Name is required'],
    ]);
  });

  it('checks the email format', () => {
    expect(pathsAndMessages(insertProfessionalSchema.safeParse({ ...valid, email: 'maria@' }))).toEqual([
      ['email', 'Enter a valid email address'],
    ]);
  });

  it('takes a rating from 1 to 5 in steps of 0.1', () => {
    expect(insertProfessionalSchema.parse({ ...valid, rating: '4.5' }).rating).toBe('4.5');
    expect(insertProfessionalSchema.parse({ ...valid, rating: 5 }).rating).toBe('5.0');
    expect(insertProfessionalSchema.parse({ ...valid, rating: '1' }).rating).toBe('1.0');
    for (const rating of ['0.9', '5.1', '-3', '50']) {
      expect(pathsAndMessages(insertProfessionalSchema.safeParse({ ...valid, rating }))).toEqual([
        ['rating', 'Rating must be from 1 to 5'],
      ]);
    }
    expect(pathsAndMessages(insertProfessionalSchema.safeParse({ ...valid, rating: '4.55' }))).toEqual([
      ['rating', 'At most 1 decimal place'],
    ]);
  });

  it('labels every type, CPA as an acronym', () => {
    expect(professionalTypes.map(professionalTypeLabel)).toEqual([
      'CPA',
      'Attorney',
      'Financial Advisor',
      'Insurance Agent',
      'Mortgage Broker',
      'Loan Officer',
      'Estate Planner',
      'Tax Specialist',
    ]);
  });
});

describe('recommendation workflow', () => {
  it('follows the spec transitions', () => {
    expect(canTransitionRecommendation('new', 'reviewed')).toBe(true);
    expect(canTransitionRecommendation('new', 'completed')).toBe(true);
    expect(canTransitionRecommendation('reviewed', 'completed')).toBe(true);
    expect(canTransitionRecommendation('reviewed', 'new')).toBe(false);
    expect(canTransitionRecommendation('completed', 'reviewed')).toBe(false);
  });
});
