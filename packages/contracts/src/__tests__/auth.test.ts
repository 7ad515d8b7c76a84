import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  AUTH_MESSAGES,
  AuthResponse,
  authWaitMessages,
  OtpSentResponse,
  ResendOtpBody,
  User,
  VerifyOtpBody,
} from '../index';

const user = {
  _id: '665f1c2a9b3e4d5f6a7b8c9d',
  id: '665f1c2a9b3e4d5f6a7b8c9d',
  name: 'Ada',
  email: 'ada@example.com',
  bio: '',
  photo: '',
  followers: [],
  following: ['665f1c2a9b3e4d5f6a7b8c9e'],
  preferredTemplate: 'modern-grid',
  createdAt: '2030-01-01T00:00:00.000Z',
};

// TypeBox checks no format it was not taught; the gateway's validator knows date-time.
if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)));
}

describe('auth schemas', () => {
  it('take a 24-hex handle for resends', () => {
    expect(Value.Check(ResendOtpBody, { userId: '665f1c2a9b3e4d5f6a7b8c9d' })).toBe(true);
    expect(Value.Check(ResendOtpBody, { userId: '665f1c2a9b3e4d5f6a7b8c9' })).toBe(false);
    expect(Value.Check(ResendOtpBody, { userId: '../../etc/passwd0000000000' })).toBe(false);
  });

  it('describe the answers the pages read', () => {
    expect(Value.Check(User, user)).toBe(true);
    expect(Value.Check(AuthResponse, { success: true, message: 'ok', user, token: 't' })).toBe(
      true,
    );
    expect(Value.Check(AuthResponse, { success: true, message: 'ok', user })).toBe(false);
    expect(Value.Check(OtpSentResponse, { success: true, message: 'x', userId: user.id })).toBe(
      true,
    );
    expect(Value.Check(VerifyOtpBody, { email: 'a@b.co' })).toBe(false);
  });

  it('word the waits and keep the spec messages', () => {
    expect(authWaitMessages.cooldown(1)).toBe('Please wait 1 second before requesting a new OTP.');
    expect(authWaitMessages.cooldown(23)).toBe(
      'Please wait 23 seconds before requesting a new OTP.',
    );
    expect(authWaitMessages.locked('15 minutes')).toBe(
      'Too many incorrect attempts. Please try again in 15 minutes.',
    );
    expect(AUTH_MESSAGES.otpInvalid).toBe('Invalid OTP. Please check the code and try again.');
    expect(AUTH_MESSAGES.registrationLost).toBe(
      'OTP expired or session expired. Please restart registration.',
    );
    expect(AUTH_MESSAGES.acceptanceRequired).toBe(
      'Please accept the Terms and Conditions and Privacy Policy to continue.',
    );
    expect(AUTH_MESSAGES.otpFormat).toBe('Please enter the 4-digit OTP sent to your email.');
  });
});
