import { z } from 'zod';
import { USER_LIMITS } from '../constants';

const PASSWORD_MIN = 'Password must be at least 6 characters';
const PASSWORD_MAX = `Password must be at most ${USER_LIMITS.passwordMax} characters`;
const PASSWORDS_DIFFER = { message: 'Passwords do not match', path: ['confirmPassword'] };

const password = z.string().min(USER_LIMITS.passwordMin, PASSWORD_MIN).max(USER_LIMITS.passwordMax, PASSWORD_MAX);
const username = z
  .string()
  .trim()
  .min(USER_LIMITS.usernameMin, 'Username must be at least 3 characters')
  .max(USER_LIMITS.usernameMax, `Username must be at most ${USER_LIMITS.usernameMax} characters`)
  .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may contain only letters, numbers, dots, dashes and underscores');
const optionalText = (max: number, field: string) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).optional();

export const loginSchema = z.object({ username, password }).strict();
export type LoginInput = z.infer<typeof loginSchema>;

const registerFields = {
  username,
  password,
  businessName: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(USER_LIMITS.businessNameMax, `Business name must be at most ${USER_LIMITS.businessNameMax} characters`),
  email: z.string().trim().email().max(USER_LIMITS.emailMax, `Email must be at most ${USER_LIMITS.emailMax} characters`),
  phone: optionalText(USER_LIMITS.phoneMax, 'Phone'),
  location: optionalText(USER_LIMITS.locationMax, 'Location'),
};

/** PUT /api/user: any of the profile fields, validated like registration; phone and location may be emptied. */
export const profileUpdateSchema = z
  .object({ businessName: registerFields.businessName, email: registerFields.email, phone: registerFields.phone, location: registerFields.location })
  .partial()
  .strict()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { message: 'Change at least one field' });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** POST /api/user/password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(USER_LIMITS.passwordMax, PASSWORD_MAX),
    newPassword: password,
    confirmPassword: z.string().min(USER_LIMITS.passwordMin, PASSWORD_MIN).max(USER_LIMITS.passwordMax, PASSWORD_MAX),
  })
  .strict()
  .refine((form) => form.newPassword === form.confirmPassword, PASSWORDS_DIFFER);
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_CHANGED = 'Password changed. Your other sessions have been signed out.';

/** DELETE /api/user: the password confirms it. */
export const accountDeleteSchema = z.object({ password: z.string().min(1, 'Password is required').max(USER_LIMITS.passwordMax, PASSWORD_MAX) }).strict();
export const PASSWORD_WRONG = 'Password is incorrect';
export const ACCOUNT_DELETED = 'Your account and everything stored about it have been deleted.';

/** POST /api/register: what the client sends (confirmPassword stays in the form). */
export const registerSchema = z.object(registerFields).strict();
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form, with its confirmation field. */
export const registerFormSchema = z
  .object({ ...registerFields, confirmPassword: z.string().min(USER_LIMITS.passwordMin, PASSWORD_MIN) })
  .refine((form) => form.password === form.confirmPassword, PASSWORDS_DIFFER);

export const forgotPasswordSchema = z
  .object({ email: z.string().trim().max(USER_LIMITS.emailMax).email('Please enter a valid email address') })
  .strict();
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, 'Token is required').max(200, 'Token is invalid'),
    password,
    confirmPassword: z.string().min(USER_LIMITS.passwordMin, PASSWORD_MIN).max(USER_LIMITS.passwordMax, PASSWORD_MAX),
  })
  .strict()
  .refine((form) => form.password === form.confirmPassword, PASSWORDS_DIFFER);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
