import * as z from 'zod/mini';
import { USER_LIMITS } from '../account-rules';
import { maxLength, minLength, objectRule } from './zod';

const PASSWORD_MIN = 'Password must be at least 6 characters';
const PASSWORD_MAX = `Password must be at most ${USER_LIMITS.passwordMax} characters`;
const PASSWORDS_DIFFER = 'Passwords do not match';

const password = z.string().check(minLength(USER_LIMITS.passwordMin, PASSWORD_MIN), maxLength(USER_LIMITS.passwordMax, PASSWORD_MAX));
const username = z
  .string()
  .check(
    z.trim(),
    minLength(USER_LIMITS.usernameMin, 'Username must be at least 3 characters'),
    maxLength(USER_LIMITS.usernameMax, `Username must be at most ${USER_LIMITS.usernameMax} characters`),
    z.regex(/^[\p{L}\p{N}._-]+$/u, 'Username may contain only letters, numbers, dots, dashes and underscores'),
  );
const optionalText = (max: number, field: string) =>
  z.optional(z.string().check(z.trim(), maxLength(max, `${field} must be at most ${max} characters`)));
/** A 5-digit US ZIP; '' (no ZIP) too, so a form's empty field and PUT /api/user's emptying pass. */
const zip = z.optional(z.string().check(z.trim(), z.regex(/^(\d{5})?$/, 'ZIP must be 5 digits')));

export const loginSchema = z.strictObject({ username, password });
export type LoginInput = z.infer<typeof loginSchema>;

const registerFields = {
  username,
  password,
  businessName: z
    .string()
    .check(
      z.trim(),
      minLength(1, 'Required'),
      maxLength(USER_LIMITS.businessNameMax, `Business name must be at most ${USER_LIMITS.businessNameMax} characters`),
    ),
  email: z.string().check(z.trim(), z.email(), maxLength(USER_LIMITS.emailMax, `Email must be at most ${USER_LIMITS.emailMax} characters`)),
  phone: optionalText(USER_LIMITS.phoneMax, 'Phone'),
  location: optionalText(USER_LIMITS.locationMax, 'Location'),
  zip,
};

/** PUT /api/user: any of the profile fields, validated like registration; phone, location and ZIP may be emptied. */
export const profileUpdateSchema = z
  .partial(
    z.strictObject({
      businessName: registerFields.businessName,
      email: registerFields.email,
      phone: registerFields.phone,
      location: registerFields.location,
      zip: registerFields.zip,
    }),
  )
  .check(objectRule((changes) => Object.values(changes).some((value) => value !== undefined), 'Change at least one field'));
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

const passwordsMatch = <T extends { confirmPassword: string }>(field: Exclude<keyof T, 'confirmPassword'>) =>
  objectRule<T>((form) => form[field] === form.confirmPassword, PASSWORDS_DIFFER, ['confirmPassword']);

/** POST /api/user/password. */
export const passwordChangeSchema = z
  .strictObject({
    currentPassword: z.string().check(minLength(1, 'Current password is required'), maxLength(USER_LIMITS.passwordMax, PASSWORD_MAX)),
    newPassword: password,
    confirmPassword: z.string().check(minLength(USER_LIMITS.passwordMin, PASSWORD_MIN), maxLength(USER_LIMITS.passwordMax, PASSWORD_MAX)),
  })
  .check(passwordsMatch('newPassword'));
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_CHANGED = 'Password changed. Your other sessions have been signed out.';

/** DELETE /api/user: the password confirms it. */
export const accountDeleteSchema = z.strictObject({
  password: z.string().check(minLength(1, 'Password is required'), maxLength(USER_LIMITS.passwordMax, PASSWORD_MAX)),
});
export const PASSWORD_WRONG = 'Password is incorrect';
export const ACCOUNT_DELETED = 'Your account is closed: you are signed out, and everything stored about it is being deleted.';

/** POST /api/register: what the client sends (confirmPassword stays in the form). */
export const registerSchema = z.strictObject(registerFields);
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form, with its confirmation field. */
export const registerFormSchema = z
  .object({ ...registerFields, confirmPassword: z.string().check(minLength(USER_LIMITS.passwordMin, PASSWORD_MIN)) })
  .check(passwordsMatch('password'));

export const forgotPasswordSchema = z.strictObject({
  email: z.string().check(z.trim(), maxLength(USER_LIMITS.emailMax), z.email('Please enter a valid email address')),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .strictObject({
    token: z.string().check(minLength(1, 'Token is required'), maxLength(200, 'Token is invalid')),
    password,
    confirmPassword: z.string().check(minLength(USER_LIMITS.passwordMin, PASSWORD_MIN), maxLength(USER_LIMITS.passwordMax, PASSWORD_MAX)),
  })
  .check(passwordsMatch('password'));
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
