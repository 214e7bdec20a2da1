/** The item-broadcaster function: listing changes from the table stream to every open WebSocket connection (one handler, no routing). */
export { handler } from '../handlers/stream/broadcast-item-changes';
