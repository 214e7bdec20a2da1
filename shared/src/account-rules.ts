export const USER_LIMITS = {
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 6,
  passwordMax: 128,
  businessNameMax: 200,
  emailMax: 254,
  phoneMax: 40,
  locationMax: 200,
} as const;

export const FORGOT_PASSWORD_MESSAGE = 'If your email is registered, you will receive a reset link shortly.';
export const RESET_PASSWORD_SUCCESS = 'Password has been reset successfully.';
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
