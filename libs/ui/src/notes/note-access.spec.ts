import { describe, expect, it } from '@jest/globals';
import {
  accessAreas,
  accessLevels,
  accessRoles,
  householdRoleLabels,
  levelAllows,
  type AccessLevel,
} from '@heirloom/contracts';
import { canWriteNotes, noteRoleLabels } from './note-access';

describe('canWriteNotes', () => {
  it('lets owners and members write, viewers and people acting for no family not', () => {
    expect(canWriteNotes({ role: 'owner', areas: null }, 'tax')).toBe(true);
    expect(canWriteNotes({ role: 'member', areas: null }, 'recommendations')).toBe(true);
    expect(canWriteNotes({ role: 'viewer', areas: null }, 'tax')).toBe(false);
    expect(canWriteNotes({ role: null, areas: null }, 'tax')).toBe(false);
    expect(canWriteNotes(null, 'tax')).toBe(false);
  });

  it('treats an answer without access as the family itself (the API still decides)', () => {
    expect(canWriteNotes(undefined, 'estate')).toBe(true);
  });

  it("follows the contract's levelAllows for a professional on every area and level", () => {
    for (const area of accessAreas) {
      for (const level of [undefined, ...accessLevels] as (AccessLevel | undefined)[]) {
        const areas = level ? { [area]: level } : {};
        expect(canWriteNotes({ role: 'professional', areas }, area)).toBe(levelAllows(level, 'notes'));
      }
      // Another area's notes level is not this one's.
      const other = accessAreas.find((a) => a !== area)!;
      expect(canWriteNotes({ role: 'professional', areas: { [other]: 'notes' } }, area)).toBe(false);
    }
  });
});

describe('noteRoleLabels', () => {
  it("names every role, the household's as the contract does", () => {
    for (const role of accessRoles) expect(noteRoleLabels[role]).toBeTruthy();
    for (const [role, label] of Object.entries(householdRoleLabels))
      expect(noteRoleLabels[role as keyof typeof householdRoleLabels]).toBe(label);
  });
});
