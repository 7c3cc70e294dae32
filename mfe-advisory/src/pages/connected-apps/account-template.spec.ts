import { describe, expect, it } from '@jest/globals';
import { accountTemplateCsv } from './account-template';

describe('accountTemplateCsv', () => {
  it('is one header row of the account fields', () => {
    expect(accountTemplateCsv()).toBe('name,accountType,institution,balance\r\n');
  });
});
