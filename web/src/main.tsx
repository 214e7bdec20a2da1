/**
 * The browser's start, in steps. A rendered page is already painted, so nothing here is urgent, but evaluating all
 * of the app's first modules at once held a phone's main thread for over 100 ms. Each import() below evaluates its
 * modules when they have arrived, and nextTask lets the browser in between, so each step is a task of its own:
 * React and the libraries around it, MUI's styling engine, the theme, MUI's components, then the app. Each of those
 * is a chunk of its own (web/vite.config.ts), evaluated whole by the step that first imports one of its modules.
 * (A step of the router's would import all of it: import() of a module keeps every export.)
 */
import './app/styles.css';
import { afterNextPaint, nextTask } from './lib/next-task';

// The page's first read of sessionStorage opens it, a wait of its own: here, not in the task that starts hydrating,
// where the router reads it. Where storage is blocked the read throws; the router then does without it, as here.
try {
  void window.sessionStorage.length;
} catch {
  // Nothing to open.
}
// The server's page first: once the app's modules start arriving, their many small tasks held the first frame back by
// most of a second on a phone.
await afterNextPaint();
await import('react-dom/client');
await nextTask();
// Emotion and MUI's system (the `styling` chunk, web/vite.config.ts), then MUI's theme code and the app's theme made
// with it: together one task of over 60 ms on a phone.
await import('@emotion/react');
await nextTask();
await import('./app/theme');
await nextTask();
// Any component of the `mui` chunk brings the whole chunk.
await import('@mui/material/ButtonBase');
await nextTask();
const { startApp } = await import('./app/start-app');
await startApp();
