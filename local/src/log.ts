export interface Log {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** `quiet` silences the informational lines (mail notices); errors are always printed. */
export function createLog(quiet: boolean): Log {
  return {
    info: (message) => {
      if (!quiet) console.log(message);
    },
    error: (message, error) => {
      if (error === undefined) console.error(message);
      else console.error(message, error);
    },
  };
}
