import { describe, expect, it } from '@jest/globals';
import { secondFactorMessages } from '@heirloom/contracts';
import { ApiError } from '@heirloom/platform';
import { demoFailure } from './DemoButton';

describe('a demo entry that fails', () => {
  it('shows the API’s reason where the demo is switched off (404)', () => {
    const off = new ApiError(404, JSON.stringify({ message: secondFactorMessages.demoOff }), 'Not Found');
    expect(demoFailure(off)).toBe(secondFactorMessages.demoOff);
    expect(demoFailure(new ApiError(404, '', 'Not Found'))).toBe(secondFactorMessages.demoOff);
  });

  it('shows a refusal the person can act on (the sign-in limit) as the password form does', () => {
    const limited = new ApiError(429, JSON.stringify({ message: 'Too many attempts. Wait a minute.' }), '');
    expect(demoFailure(limited)).toBe('Too many attempts. Wait a minute.');
  });
});
