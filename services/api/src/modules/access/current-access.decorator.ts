// What the session guard resolved for a signed-in request (issue 31): the person, the family they act
// for, their role there and the areas granted, and whether a second factor must first be enrolled or
// proved (issue 32). Handlers of `family`-scope routes filter by `areas`.
import type { AccessContext } from '@heirloom/contracts';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

export interface RequestAccess extends AccessContext {
  /** The signed-in person (not the family). */
  personId: string;
  personName: string;
  /** The grant a professional acts under, null for the household. */
  grantId: string | null;
  /** This session passed a second factor (issue 32: at sign-in, at enrolment or by a step-up). */
  verified: boolean;
  /** Why the person must have a second factor (a professional; the family requires it), or null. */
  secondFactorRequiredBecause: string | null;
  /** What decideAccess refuses family routes with until the session passes a factor, or null. */
  secondFactorNeed: string | null;
}

/** The access of a route the session guard protects. */
export const CurrentAccess = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RequestAccess => {
    const access = context.switchToHttp().getRequest<{ access?: RequestAccess }>().access;
    if (!access) throw new Error('CurrentAccess used on a route without a session');
    return access;
  },
);
