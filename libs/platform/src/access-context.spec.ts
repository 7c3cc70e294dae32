import { accessOfSession, householdOwnerAccess, noAccess } from './access-context';

describe('accessOfSession', () => {
  it('reads the access of a Me answer', () => {
    const access = {
      kind: 'professional',
      familyId: 'f1',
      familyName: 'The Demos',
      role: 'professional',
      areas: { tax: 'notes' },
      endsAt: '2026-04-15',
    };
    expect(accessOfSession({ id: 'p1', username: 'cpa', access })).toBe(access);
  });

  it("takes an answer without access (an API from before issue 31) as the family's owner", () => {
    expect(accessOfSession({ id: 'u1', username: 'demo' })).toBe(householdOwnerAccess);
  });

  it('gives nobody any family while signed out or not known yet', () => {
    expect(accessOfSession(null)).toBe(noAccess);
    expect(accessOfSession(undefined)).toBe(noAccess);
    expect(noAccess.role).toBeNull();
  });
});
