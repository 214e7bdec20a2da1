/** The user-notifier function: alerts and notifications from the table stream (one handler, no routing). */
export { handler } from '../handlers/stream/notify-users';
