// A family (issue 31): whose data the owned rows' `userId` names. Each account made before issue 31
// became one family with the same id, and each new family account still starts one with its own id.
import { householdRoles, limits, type HouseholdRole } from '@heirloom/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { enumColumn } from '../../database/columns';

@Entity({ name: 'families' })
export class FamilyEntity {
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  id!: string;

  @Column({ type: 'varchar', length: limits.name })
  name!: string;

  @CreateDateColumn()
  createdAt!: Date;

  /** Since when an owner requires a second factor of every member (issue 32); null: encouraged only. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  secondFactorRequiredAt!: Date | null;
}

/** A person of the household: each has their own sign-in and sees the family's data as the role allows. */
@Entity({ name: 'family_members' })
@Index('IDX_family_members_user', ['userId'])
export class FamilyMemberEntity {
  @PrimaryColumn({ type: 'varchar', length: limits.id })
  familyId!: string;

  @PrimaryColumn({ type: 'varchar', length: limits.id })
  userId!: string;

  @Column(enumColumn(householdRoles))
  role!: HouseholdRole;

  @CreateDateColumn()
  createdAt!: Date;
}
