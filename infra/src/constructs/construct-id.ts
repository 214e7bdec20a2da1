/** `public-reads` -> `PublicReads`: a construct id from a function's name in the route table. */
export const constructIdFor = (handler: string) =>
  handler
    .split(/[/-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
