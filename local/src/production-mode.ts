/**
 * Imported first by start.ts: the page renderer then runs React's, MUI's and Emotion's production builds, as the
 * deployed bundle defines them. In their development builds the server's class names carry labels the browser's
 * production build does not, so every style the server sent would be made again while the page hydrates.
 */
process.env.NODE_ENV ??= 'production';
