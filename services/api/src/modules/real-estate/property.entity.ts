import { propertyTypes, type PropertyType, limits } from '@heirloom/contracts';
import { Column, Entity, Index } from 'typeorm';
import {
  dateColumn,
  enumColumn,
  integerColumn,
  longTextColumn,
  OwnedEntity,
  textColumn,
} from '../../database/columns';
import { moneyColumn } from '../../database/decimal.transformer';

@Entity({ name: 'properties' })
@Index('IDX_properties_user', ['userId'])
export class PropertyEntity extends OwnedEntity {
  @Column(textColumn(limits.address)) address!: string;
  @Column(enumColumn(propertyTypes)) propertyType!: PropertyType;
  @Column(moneyColumn()) purchasePrice!: string;
  @Column(moneyColumn()) currentValue!: string;
  @Column(dateColumn()) purchaseDate!: string;
  @Column(integerColumn(true)) squareFeet!: number | null;
  @Column(longTextColumn()) notes!: string | null;
}
