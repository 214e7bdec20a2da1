import { handler as changePassword } from '../handlers/http/change-password';
import { handler as deleteUser } from '../handlers/http/delete-user';
import { handler as exportUser } from '../handlers/http/export-user';
import { handler as forgotPassword } from '../handlers/http/forgot-password';
import { handler as getUser } from '../handlers/http/get-user';
import { handler as login } from '../handlers/http/login';
import { handler as logout } from '../handlers/http/logout';
import { handler as register } from '../handlers/http/register';
import { handler as resetPassword } from '../handlers/http/reset-password';
import { handler as updateUser } from '../handlers/http/update-user';
import { httpRouter } from '../router/http-router';

/** The account function: the account routes (routes.ts). */
export const handler = httpRouter('account', {
  'http/get-user': getUser,
  'http/update-user': updateUser,
  'http/delete-user': deleteUser,
  'http/change-password': changePassword,
  'http/export-user': exportUser,
  'http/login': login,
  'http/register': register,
  'http/logout': logout,
  'http/forgot-password': forgotPassword,
  'http/reset-password': resetPassword,
});
