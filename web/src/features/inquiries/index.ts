/** What other features use of inquiries: they import it from here, never from its folders. */
export { useUnreadThreads } from './api/list-inquiries';
export { AskSellerButton } from './components/AskSellerButton';
