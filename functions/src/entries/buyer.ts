import { handler as acceptOffer } from '../handlers/http/accept-offer';
import { handler as createHold } from '../handlers/http/create-hold';
import { handler as createInquiry } from '../handlers/http/create-inquiry';
import { handler as createListingOffer } from '../handlers/http/create-listing-offer';
import { handler as createOffer } from '../handlers/http/create-offer';
import { handler as declineOffer } from '../handlers/http/decline-offer';
import { handler as extendHold } from '../handlers/http/extend-hold';
import { handler as getHold } from '../handlers/http/get-hold';
import { handler as listHolds } from '../handlers/http/list-holds';
import { handler as releaseHold } from '../handlers/http/release-hold';
import { handler as withdrawOffer } from '../handlers/http/withdraw-offer';
import { handler as createSavedSearch } from '../handlers/http/create-saved-search';
import { handler as deleteSavedSearch } from '../handlers/http/delete-saved-search';
import { handler as getInquiry } from '../handlers/http/get-inquiry';
import { handler as listInquiries } from '../handlers/http/list-inquiries';
import { handler as listNotifications } from '../handlers/http/list-notifications';
import { handler as listSavedItems } from '../handlers/http/list-saved-items';
import { handler as listSavedSearches } from '../handlers/http/list-saved-searches';
import { handler as markNotificationsRead } from '../handlers/http/mark-notifications-read';
import { handler as replyInquiry } from '../handlers/http/reply-inquiry';
import { handler as saveItem } from '../handlers/http/save-item';
import { handler as unsaveItem } from '../handlers/http/unsave-item';
import { handler as unsubscribeMail } from '../handlers/http/unsubscribe-mail';
import { handler as unsubscribeMailOneClick } from '../handlers/http/unsubscribe-mail-one-click';
import { handler as handOverHold } from '../handlers/http/hand-over-hold';
import { handler as recordTransfer } from '../handlers/http/record-transfer';
import { handler as listTransfers } from '../handlers/http/list-transfers';
import { handler as exportTransfers } from '../handlers/http/export-transfers';
import { handler as getTransfer } from '../handlers/http/get-transfer';
import { handler as confirmTransfer } from '../handlers/http/confirm-transfer';
import { handler as disputeTransfer } from '../handlers/http/dispute-transfer';
import { handler as cancelTransfer } from '../handlers/http/cancel-transfer';
import { handler as createReview } from '../handlers/http/create-review';
import { handler as replyReview } from '../handlers/http/reply-review';
import { httpRouter } from '../router/http-router';

/** The buyer function: a buyer's routes (routes.ts). */
export const handler = httpRouter('buyer', {
  'http/list-saved-items': listSavedItems,
  'http/save-item': saveItem,
  'http/unsave-item': unsaveItem,
  'http/list-saved-searches': listSavedSearches,
  'http/create-saved-search': createSavedSearch,
  'http/delete-saved-search': deleteSavedSearch,
  'http/list-notifications': listNotifications,
  'http/mark-notifications-read': markNotificationsRead,
  'http/list-inquiries': listInquiries,
  'http/create-inquiry': createInquiry,
  'http/get-inquiry': getInquiry,
  'http/reply-inquiry': replyInquiry,
  'http/create-hold': createHold,
  'http/create-listing-offer': createListingOffer,
  'http/create-offer': createOffer,
  'http/accept-offer': acceptOffer,
  'http/decline-offer': declineOffer,
  'http/withdraw-offer': withdrawOffer,
  'http/list-holds': listHolds,
  'http/get-hold': getHold,
  'http/extend-hold': extendHold,
  'http/release-hold': releaseHold,
  'http/hand-over-hold': handOverHold,
  'http/record-transfer': recordTransfer,
  'http/list-transfers': listTransfers,
  'http/export-transfers': exportTransfers,
  'http/get-transfer': getTransfer,
  'http/confirm-transfer': confirmTransfer,
  'http/dispute-transfer': disputeTransfer,
  'http/cancel-transfer': cancelTransfer,
  'http/create-review': createReview,
  'http/reply-review': replyReview,
  'http/unsubscribe-mail': unsubscribeMail,
  'http/unsubscribe-mail-one-click': unsubscribeMailOneClick,
});
