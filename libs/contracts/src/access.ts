// Who may see what of a family (issue 31): the household's roles, the areas a family grants its
// professionals, and which area every API route and every page belongs to. The API's access guard
// enforces `decideAccess` in one place; the shell's sidebar and routes read `pageScopes` and
// `visibleToAccess`, so what a person is shown and what the API answers come from this one map.
// The zod-free rules live in access-rules.ts (pages that load no zod read them); this module adds the
// schemas and re-exports the rules.
import { z } from './zod';
import {
  accessAreas,
  accessLevels,
  accessRoles,
  accountKinds,
  auditActions,
  grantMessages,
  grantStatuses,
  householdRoles,
  invitationKinds,
  latestGrantEnd,
  noteEntityTypes,
  type AreaLevels,
} from './access-rules';
import { isCalendarDay, utcToday } from './calendar';
import { entityId, isoDate, isoDateTime, limits } from './entities/fields';

export * from './access-rules';

/** The areas granted to a professional and at which level; absent = not granted. */
export const areaLevelsSchema = z.partialRecord(z.enum(accessAreas), z.enum(accessLevels));
// access-rules.ts spells the same type out; a change to either side fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const areaLevelsMatch: Same<z.infer<typeof areaLevelsSchema>, AreaLevels> = true;
void areaLevelsMatch;

// ---------- the acting person ----------

/**
 * Who is asking and for which family: what the API's guard resolves for every signed-in request and
 * what GET /api/auth/me answers under `access`. `areas` is null for the household (everything).
 */
export const accessContextSchema = z
  .object({
    kind: z.enum(accountKinds),
    /** The family whose data the requests read; null for a professional who chose no client yet. */
    familyId: entityId.nullable(),
    familyName: z.string().nullable(),
    role: z.enum(accessRoles).nullable(),
    areas: areaLevelsSchema.nullable(),
    /** The last day a professional's grant covers (inclusive); null for the household. */
    endsAt: isoDate.nullable(),
  })
  .meta({ id: 'AccessContext' });
export type AccessContext = z.infer<typeof accessContextSchema>;

/** GET /api/auth/me: the signed-in person and what they act as. */
export const meSchema = z
  .object({
    id: entityId,
    username: z.string(),
    access: accessContextSchema,
    /**
     * How many families the person can act for (households and grants in force): the header offers a
     * client switcher, and asks for the list, only when there is a choice to make.
     */
    families: z.number().int().min(0),
    /** The person's second factor (issue 32): whether one is enrolled, this session passed it, and why one is required. */
    secondFactor: z.object({
      enrolled: z.boolean(),
      /** This session passed a second factor (at sign-in, at enrolment or by a step-up). */
      verified: z.boolean(),
      /** Why a factor is required (a professional; a family that requires it), or null when it is only encouraged. */
      requiredBecause: z.string().nullable(),
    }),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/** One family a person can act for: the household's own and every client that granted access. */
export const clientFamilySchema = z
  .object({
    familyId: entityId,
    familyName: z.string(),
    role: z.enum(accessRoles),
    areas: areaLevelsSchema.nullable(),
    endsAt: isoDate.nullable(),
  })
  .meta({ id: 'ClientFamily' });
export type ClientFamily = z.infer<typeof clientFamilySchema>;

/** POST /api/access/switch: act for this family from now on (this browser's session). */
export const switchFamilySchema = z.strictObject({ familyId: entityId });

const grantEnd = z
  .string({ error: grantMessages.endsAt })
  .trim()
  // Not a day: that one message, not also "too far" from comparing the text as a day.
  .refine(isCalendarDay, { message: grantMessages.endsAt, abort: true })
  .superRefine((day, ctx) => {
    const today = utcToday();
    if (day < today) ctx.addIssue({ code: 'custom', message: grantMessages.past });
    else if (day > latestGrantEnd(today)) ctx.addIssue({ code: 'custom', message: grantMessages.tooFar });
  });

const grantAreas = areaLevelsSchema.refine((areas) => Object.keys(areas).length > 0, grantMessages.areas);

/** POST /api/access/grants: share areas with one of the family's professionals until a day. */
export const createGrantSchema = z.strictObject({
  professionalId: entityId,
  areas: grantAreas,
  endsAt: grantEnd,
});
export type CreateGrantInput = z.input<typeof createGrantSchema>;

/** PATCH /api/access/grants/{id}: change areas or the end date (renewal is a new end date). */
export const updateGrantSchema = z.strictObject({
  areas: grantAreas.optional(),
  endsAt: grantEnd.optional(),
});
export type UpdateGrantInput = z.input<typeof updateGrantSchema>;

/** POST /api/access/members/invitations: a link for a new household member. */
export const inviteMemberSchema = z.strictObject({
  role: z.enum(householdRoles, { error: 'Choose a role' }),
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

/** PATCH /api/access/members/{userId}. */
export const changeMemberRoleSchema = z.strictObject({
  role: z.enum(householdRoles, { error: 'Choose a role' }),
});

export const grantSchema = z
  .object({
    id: entityId,
    professionalId: entityId,
    professionalName: z.string(),
    /** The professional's account once they accepted. */
    granteeId: entityId.nullable(),
    granteeName: z.string().nullable(),
    areas: areaLevelsSchema,
    endsAt: isoDate,
    status: z.enum(grantStatuses),
    createdAt: isoDateTime,
    revokedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'AccessGrant' });
export type AccessGrant = z.infer<typeof grantSchema>;

export const memberSchema = z
  .object({ userId: entityId, username: z.string(), role: z.enum(householdRoles), joinedAt: isoDateTime })
  .meta({ id: 'HouseholdMember' });
export type HouseholdMember = z.infer<typeof memberSchema>;

export const invitationSchema = z
  .object({
    id: entityId,
    kind: z.enum(invitationKinds),
    role: z.enum(accessRoles),
    grantId: entityId.nullable(),
    expiresAt: isoDateTime,
    createdAt: isoDateTime,
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

/** An invitation just made: the only time its link exists (only its hash is stored). */
export const createdInvitationSchema = invitationSchema
  .extend({ link: z.string() })
  .meta({ id: 'CreatedInvitation' });
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** POST /api/access/grants answers the grant and its invitation link. */
export const createdGrantSchema = z
  .object({ grant: grantSchema, invitation: createdInvitationSchema })
  .meta({ id: 'CreatedGrant' });
export type CreatedGrant = z.infer<typeof createdGrantSchema>;

/** GET /api/access: the family's Access page. */
export const accessOverviewSchema = z
  .object({
    members: z.array(memberSchema),
    grants: z.array(grantSchema),
    invitations: z.array(invitationSchema),
    /** The family requires a second factor of every member (issue 32; PUT /api/access/second-factor). */
    secondFactorRequired: z.boolean(),
  })
  .meta({ id: 'AccessOverview' });
export type AccessOverview = z.infer<typeof accessOverviewSchema>;

/** GET /api/invitations/{token} (public): what accepting would give, before signing in. */
export const invitationPreviewSchema = z
  .object({
    kind: z.enum(invitationKinds),
    familyName: z.string(),
    role: z.enum(accessRoles),
    areas: areaLevelsSchema.nullable(),
    endsAt: isoDate.nullable(),
    expiresAt: isoDateTime,
  })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/{token}/accept: the family the person now acts for. */
export const acceptedInvitationSchema = z
  .object({ familyId: entityId, familyName: z.string(), role: z.enum(accessRoles) })
  .meta({ id: 'AcceptedInvitation' });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

// ---------- notes ----------

export const createNoteSchema = z.strictObject({
  entityType: z.enum(noteEntityTypes, { error: 'Choose what the note is about' }),
  entityId,
  body: z
    .string({ error: 'Write a note' })
    .trim()
    .min(1, 'Write a note')
    .max(limits.notes, `A note can be at most ${limits.notes} characters`),
});
export type CreateNoteInput = z.input<typeof createNoteSchema>;

/** GET /api/notes: the notes of one thing. */
export const noteQuerySchema = z.strictObject({
  entityType: z.enum(noteEntityTypes, { error: 'Choose what the note is about' }),
  entityId,
});
export type NoteQuery = z.infer<typeof noteQuerySchema>;

export const noteSchema = z
  .object({
    id: entityId,
    entityType: z.enum(noteEntityTypes),
    entityId,
    authorId: entityId,
    authorName: z.string(),
    authorRole: z.enum(accessRoles),
    body: z.string(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Note' });
export type Note = z.infer<typeof noteSchema>;

export const auditEntrySchema = z
  .object({
    id: entityId,
    at: isoDateTime,
    actorId: entityId,
    actorName: z.string(),
    role: z.enum(accessRoles),
    action: z.enum(auditActions),
    area: z.enum(accessAreas).nullable(),
    entityId: z.string().nullable(),
    /** METHOD and path as called, without the query string. */
    request: z.string(),
    /** The client address as the edge saw it. */
    address: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/access/audit (and its CSV): filters are optional; from/to are calendar days, inclusive. */
export const auditQuerySchema = z.strictObject({
  actorId: entityId.optional(),
  area: z.enum(accessAreas, { error: 'Choose an area' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z
  .object({
    entries: z.array(auditEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;
