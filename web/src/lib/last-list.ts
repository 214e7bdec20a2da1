/** The list page (with its query string) the visitor last saw: where "Back to listings" returns. */
let lastListUrl: string | null = null;

export const rememberListUrl = (url: string) => {
  lastListUrl = url;
};

export const lastListOr = (fallback: string) => lastListUrl ?? fallback;
