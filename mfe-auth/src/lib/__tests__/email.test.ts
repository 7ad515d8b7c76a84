import { EMAIL_MESSAGES, emailProblem } from '../email';

describe('emailProblem', () => {
  it('accepts an address, with spaces around it', () => {
    expect(emailProblem('asha@example.com')).toBeNull();
    expect(emailProblem('  Asha.Rao+news@example.co.in ')).toBeNull();
  });

  it('asks for an address when there is none', () => {
    expect(emailProblem('')).toBe(EMAIL_MESSAGES.missing);
    expect(emailProblem('   ')).toBe(EMAIL_MESSAGES.missing);
  });

  it('refuses what is not an address', () => {
    expect(emailProblem('asha')).toBe(EMAIL_MESSAGES.invalid);
    expect(emailProblem('asha@example')).toBe(EMAIL_MESSAGES.invalid);
    expect(emailProblem('as ha@example.com')).toBe(EMAIL_MESSAGES.invalid);
    expect(emailProblem(`${'a'.repeat(250)}@example.com`)).toBe(EMAIL_MESSAGES.invalid);
  });
});
