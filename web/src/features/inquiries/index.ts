/** What other features use of inquiries: they import it from here, never from its folders. */
export { AskSellerButton } from './components/AskSellerButton';
export { UnreadThreadsChip } from './components/UnreadThreadsChip';
