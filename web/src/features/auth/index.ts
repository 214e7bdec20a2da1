/** What other features use of auth: they import it from here, never from its folders. */
export { useUser } from './api/get-user';
export { useLogout } from './api/logout';
export { setSessionUser } from './api/session';
export { PasswordField } from './components/PasswordField';
export { useRequireUser } from './use-require-user';
export { useSessionUser } from './use-session-user';
