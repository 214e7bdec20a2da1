/** What the signed-in controls (MUI components) show below 768 px only, and from 768 px only: CSS, so the server's markup fits every screen. */
export const PHONE_ONLY = { display: { md: 'none' } } as const;
export const WIDE_ONLY = { display: { xs: 'none', md: 'inline-flex' } } as const;
