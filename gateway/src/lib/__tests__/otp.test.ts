import { randomBytes } from 'node:crypto';
import { formatWait, HOUR, MINUTE, SECOND } from '../clock';
import { hashOtpCode, lockDurationMs, newOtpCode, normalizeOtp, otpCodeMatches } from '../otp';

describe('one-time codes', () => {
  it('are 4 digits, leading zeros kept, spread over the whole range', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = newOtpCode();
      expect(code).toMatch(/^\d{4}$/);
      seen.add(code);
    }
    // 2000 draws from 10 000 values give about 1800 distinct ones; a broken generator far fewer.
    expect(seen.size).toBeGreaterThan(1600);
  });

  it('are stored as an HMAC bound to the secret and the challenge', () => {
    const secret = randomBytes(32);
    const hash = hashOtpCode(secret, 'aaaaaaaaaaaaaaaaaaaaaaaa', '0427');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(otpCodeMatches(secret, 'aaaaaaaaaaaaaaaaaaaaaaaa', '0427', hash)).toBe(true);
    expect(otpCodeMatches(secret, 'aaaaaaaaaaaaaaaaaaaaaaaa', '0428', hash)).toBe(false);
    expect(otpCodeMatches(secret, 'bbbbbbbbbbbbbbbbbbbbbbbb', '0427', hash)).toBe(false);
    expect(otpCodeMatches(randomBytes(32), 'aaaaaaaaaaaaaaaaaaaaaaaa', '0427', hash)).toBe(false);
    expect(otpCodeMatches(secret, 'aaaaaaaaaaaaaaaaaaaaaaaa', '0427', 'abcd')).toBe(false);
  });

  it('must be exactly 4 digits', () => {
    expect(normalizeOtp(' 0427 ')).toBe('0427');
    for (const bad of ['427', '04270', '04a7', '٠٤٢٧', '', '04 27'])
      expect(normalizeOtp(bad)).toBeNull();
  });

  it('lock an address from the 10th wrong try, doubling from 15 minutes up to 24 hours', () => {
    expect([1, 5, 9].map(lockDurationMs)).toEqual([0, 0, 0]);
    expect([10, 11, 12, 13, 14, 15, 16, 17].map((n) => lockDurationMs(n) / MINUTE)).toEqual([
      15, 30, 60, 120, 240, 480, 960, 1440,
    ]);
    expect(lockDurationMs(100)).toBe(24 * HOUR);
  });
});

describe('formatWait', () => {
  it('rounds up to seconds, minutes or hours', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(23 * SECOND)).toBe('23 seconds');
    expect(formatWait(60 * SECOND)).toBe('60 seconds');
    expect(formatWait(61 * SECOND)).toBe('2 minutes');
    expect(formatWait(15 * MINUTE)).toBe('15 minutes');
    expect(formatWait(90 * MINUTE)).toBe('90 minutes');
    expect(formatWait(2 * HOUR)).toBe('2 hours');
    expect(formatWait(24 * HOUR)).toBe('24 hours');
  });
});
