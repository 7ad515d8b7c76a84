// The one-time-code screen, an entry point of their own: only the sections that sign people in
// or confirm an address bundle it.
export {
  OtpScreen,
  OtpScreenError,
  OTP_MESSAGES,
  retryAfterSeconds,
  verifyErrorMessage,
  type OtpScreenProps,
} from './components/otp-screen';
export {
  emptyCode,
  OtpInput,
  type OtpInputHandle,
  type OtpInputProps,
} from './components/otp-input';
