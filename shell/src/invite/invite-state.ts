// What the invitation page says (issue 31), as pure functions: what accepting gives, and which problem
// a bad link has, in the API's words (libs/contracts' invitationMessages).
import {
  accessAreaLabels,
  accessAreas,
  accessLevelLabels,
  householdRoleLabels,
  invitationMessages,
  type InvitationPreview,
} from '@heirloom/contracts';
import { ApiError, apiMessage } from '@heirloom/platform';
import { possessive } from '../access/possessive';

const roleMeaning = {
  owner: 'everything, including who has access',
  member: 'all of the family’s data, without managing access',
  viewer: 'all of the family’s data, read only',
} as const;
const article = { owner: 'an', member: 'a', viewer: 'a' } as const;

/** The page's title: the family's name with a verb that reads right for "The Whitmans" and "Dana Lee". */
export function invitationTitle(preview: InvitationPreview): string {
  return preview.kind === 'professional' || preview.role === 'professional'
    ? `${preview.familyName} shared access with you`
    : `Join ${preview.familyName}`;
}

/** The sentence under the title: what joining or accepting gives. */
export function invitationSummary(preview: InvitationPreview): string {
  if (preview.kind === 'professional' || preview.role === 'professional')
    return `As ${possessive(preview.familyName)} professional, you will see these areas of their family office, each at the level shown.`;
  const role = preview.role;
  return `${preview.familyName} invited you to join their household as ${article[role]} ${householdRoleLabels[role].toLowerCase()}: ${roleMeaning[role]}.`;
}

/** A professional invitation's areas with their levels ('Tax: Read + upload + notes'), in the contract's order. */
export function invitationAreas(
  preview: InvitationPreview,
): { area: string; label: string; level: string }[] {
  const areas = preview.areas;
  if (!areas) return [];
  return accessAreas.flatMap((area) => {
    const level = areas[area];
    return level ? [{ area, label: accessAreaLabels[area], level: accessLevelLabels[level] }] : [];
  });
}

export type InvitationProblem = 'invalid' | 'used' | 'expired';

const problemTitles: Record<InvitationProblem, string> = {
  invalid: 'This invitation link is not valid',
  used: 'This invitation has already been used',
  expired: 'This invitation has expired',
};

/**
 * Why a link cannot be used, from the API's refusal (404 or 410 with one of invitationMessages): its
 * title and the API's own sentence. An answer without a known message reads as an invalid link; null
 * for failures that say nothing about the link (the service down), which the page offers to retry.
 */
export function invitationProblem(
  error: unknown,
): { problem: InvitationProblem; title: string; message: string } | null {
  if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 410)) return null;
  const message = apiMessage(error);
  const problem: InvitationProblem =
    message === invitationMessages.used
      ? 'used'
      : message === invitationMessages.expired
        ? 'expired'
        : 'invalid';
  return { problem, title: problemTitles[problem], message: message ?? invitationMessages.invalid };
}

/** Where each way in leads: sign-up carries the token (and a professional's kind), sign-in comes back here. */
export function invitationLinks(token: string, preview: Pick<InvitationPreview, 'kind'>) {
  const register = new URLSearchParams({ invitation: token });
  if (preview.kind === 'professional') register.set('kind', 'professional');
  return {
    register: `/register?${register.toString()}`,
    signIn: `/login?next=${encodeURIComponent(`/invite/${encodeURIComponent(token)}`)}`,
  };
}
