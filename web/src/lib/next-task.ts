/** Resolves in a later task: what follows runs after the browser has had its turn (input, paint). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
