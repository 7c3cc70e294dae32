import { describe, expect, it } from '@jest/globals';
import { invitationMessages, type InvitationPreview } from '@heirloom/contracts';
import { ApiError } from '@heirloom/platform';
import {
  invitationAreas,
  invitationLinks,
  invitationProblem,
  invitationSummary,
  invitationTitle,
} from './invite-state';

const forCpa: InvitationPreview = {
  kind: 'professional',
  familyName: 'Whitman',
  role: 'professional',
  areas: { tax: 'notes', private_investments: 'upload' },
  endsAt: '2027-04-15',
  expiresAt: '2027-01-08T10:00:00.000Z',
};
const forSpouse: InvitationPreview = {
  kind: 'member',
  familyName: 'Whitman',
  role: 'member',
  areas: null,
  endsAt: null,
  expiresAt: '2027-01-08T10:00:00.000Z',
};

const refusal = (status: number, message?: string) =>
  new ApiError(status, message === undefined ? '' : JSON.stringify({ message }), 'Not Found');

describe('the invitation preview', () => {
  it("lists a professional's areas with their levels, in the contract's order", () => {
    expect(invitationAreas(forCpa)).toEqual([
      { area: 'private_investments', label: 'Private investments and K-1s', level: 'Read + upload' },
      { area: 'tax', label: 'Tax', level: 'Read + upload + notes' },
    ]);
    expect(invitationAreas(forSpouse)).toEqual([]);
  });

  it('says what joining the household gives', () => {
    expect(invitationSummary(forSpouse)).toBe(
      'Whitman invited you to join their household as a member: all of the family’s data, without managing access.',
    );
    expect(invitationSummary({ ...forSpouse, role: 'viewer' })).toContain(
      'as a viewer: all of the family’s data, read only',
    );
    expect(invitationSummary({ ...forSpouse, role: 'owner' })).toContain('as an owner: everything');
    expect(invitationSummary(forCpa)).toBe(
      'As Whitman’s professional, you will see these areas of their family office, each at the level shown.',
    );
  });

  it('names the family in words that read right for a plural name', () => {
    const whitmans = { ...forCpa, familyName: 'The Whitmans' };
    expect(invitationTitle(whitmans)).toBe('The Whitmans shared access with you');
    expect(invitationSummary(whitmans)).toMatch(/^As The Whitmans’ professional,/);
    expect(invitationTitle({ ...forSpouse, familyName: 'The Whitmans' })).toBe('Join The Whitmans');
  });

  it("sends a professional's sign-up as a professional, with the token; sign-in comes back to the link", () => {
    expect(invitationLinks('a b/c', forCpa)).toEqual({
      register: '/register?invitation=a+b%2Fc&kind=professional',
      signIn: '/login?next=%2Finvite%2Fa%2520b%252Fc',
    });
    expect(invitationLinks('tok', forSpouse).register).toBe('/register?invitation=tok');
  });
});

describe('invitationProblem', () => {
  it("tells a used, an expired and an invalid link apart by the API's message", () => {
    expect(invitationProblem(refusal(410, invitationMessages.used))).toEqual({
      problem: 'used',
      title: 'This invitation has already been used',
      message: invitationMessages.used,
    });
    expect(invitationProblem(refusal(410, invitationMessages.expired))?.problem).toBe('expired');
    expect(invitationProblem(refusal(404, invitationMessages.invalid))?.problem).toBe('invalid');
  });

  it('reads a refusal without a message as an invalid link', () => {
    expect(invitationProblem(refusal(404))).toEqual({
      problem: 'invalid',
      title: 'This invitation link is not valid',
      message: invitationMessages.invalid,
    });
  });

  it('leaves other failures (the service down, a network error) to be retried', () => {
    expect(invitationProblem(refusal(502, 'Bad gateway'))).toBeNull();
    expect(invitationProblem(new TypeError('Failed to fetch'))).toBeNull();
  });
});
