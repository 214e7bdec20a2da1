/** `http/get-csrf-token` -> `HttpGetCsrfToken`: a construct id from a handler module path. */
export const constructIdFor = (handler: string) =>
  handler
    .split(/[/-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
