/** A problem the user can fix (no Java, port taken): printed as one line, without a stack trace. */
export class StartupError extends Error {}
