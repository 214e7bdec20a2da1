import { INQUIRY_MAIL_STOPPED, INQUIRY_MESSAGES_THROTTLED, type InquiryPage, type InquiryThread } from '@surplus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InboxPage } from '../src/features/inquiries/components/InboxPage';
import { ThreadPage } from '../src/app/pages/ThreadPage';
import { UnsubscribePage } from '../src/features/inquiries/components/UnsubscribePage';
import { ItemDetailPage } from '../src/app/pages/ItemDetailPage';
import { UnreadThreadsChip } from '../src/features/inquiries/components/UnreadThreadsChip';
import { Sidebar } from '../src/features/shell/components/Sidebar';
import { fakeApi } from './fake-api';
import { json, listing } from './list-pages';
import { currentUrl, renderWithApp } from './render';

afterEach(() => vi.unstubAllGlobals());

const THREAD_ID = 'AbCdEfGhIjKlMn01';
const HTML_MESSAGE = '<b>bold?</b> <img src=x onerror="alert(1)">\nSecond line';

const thread = (overrides: Partial<InquiryThread> = {}): InquiryThread => ({
  id: THREAD_ID,
  item: { id: 5, name: 'Listing 5' },
  otherParty: { id: 101, businessName: 'Business 101' },
  role: 'buyer',
  lastMessage: 'Yes, still here.',
  updatedAt: '2026-11-20T10:05:00.000Z',
  unread: false,
  messages: [
    { id: 'm1', from: 'me', body: HTML_MESSAGE, sentAt: '2026-11-20T10:00:00.000Z' },
    { id: 'm2', from: 'them', body: 'Yes, still here.', sentAt: '2026-11-20T10:05:00.000Z' },
  ],
  offers: [],
  holds: [],
  ...overrides,
});

const threadPage = (
  <Routes>
    <Route path="/inbox/:id" element={<ThreadPage />} />
    <Route path="*" element={null} />
  </Routes>
);

const itemPage = (
  <Routes>
    <Route path="/item/:id" element={<ItemDetailPage />} />
    <Route path="*" element={null} />
  </Routes>
);

describe('InboxPage', () => {
  it('lists conversations with the unread ones marked and counted, each opening its thread', async () => {
    const page: InquiryPage = {
      items: [
        { ...thread({ id: 'Thread0000000001', unread: true, role: 'seller', lastMessage: 'Is it available?' }) },
        { ...thread({ id: 'Thread0000000002', otherParty: { id: null, businessName: 'deleted business' } }) },
      ],
      unreadThreads: 1,
      nextCursor: null,
    };
    const api = fakeApi({ 'GET /api/inquiries': () => json(page) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<InboxPage />, { url: '/inbox' });

    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    const [unread, read] = within(list).getAllByRole('link');
    expect(unread).toHaveAttribute('href', '/inbox/Thread0000000001');
    expect(within(unread!).getByText('New')).toBeInTheDocument();
    expect(within(unread!).getByText('Asks about Listing 5')).toBeInTheDocument();
    expect(within(read!).queryByText('New')).not.toBeInTheDocument();
    expect(within(read!).getByText('deleted business')).toBeInTheDocument();
  });

  it('says so when the inbox cannot load', async () => {
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/inquiries': () => json({ message: 'Service unavailable' }, 503) }).fetchMock);
    renderWithApp(<InboxPage />, { url: '/inbox' });
    expect(await screen.findByText(/Could not load your inbox/)).toHaveTextContent('Service unavailable');
  });
});

describe('ThreadPage', () => {
  it('shows messages as the text that was sent, never as HTML', async () => {
    vi.stubGlobal('fetch', fakeApi({ [`GET /api/inquiries/${THREAD_ID}`]: () => json(thread()) }).fetchMock);
    const { container } = renderWithApp(threadPage, { url: `/inbox/${THREAD_ID}` });

    const messages = await screen.findByRole('list', { name: 'Messages' });
    expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
    expect(within(messages).getByText(/<b>bold\?<\/b> <img src=x/)).toBeInTheDocument();
    expect(container.querySelector('b, img[src="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Business 101' })).toHaveAttribute('href', '/business/101');
  });

  it('sends a reply and empties the box; an empty one is refused before sending', async () => {
    let current = thread();
    const api = fakeApi({
      [`GET /api/inquiries/${THREAD_ID}`]: () => json(current),
      [`POST /api/inquiries/${THREAD_ID}/messages`]: ({ body }) => {
        const { message } = body as { message: string };
        current = { ...current, messages: [...current.messages, { id: 'm3', from: 'me', body: message, sentAt: '2026-11-20T10:10:00.000Z' }] };
        return json({ id: 'm3' }, 201);
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(threadPage, { url: `/inbox/${THREAD_ID}` });

    const reply = await screen.findByRole('textbox', { name: 'Reply' });
    await userEvent.type(reply, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(api.sent('POST', `/api/inquiries/${THREAD_ID}/messages`)).toHaveLength(0);

    await userEvent.clear(reply);
    await userEvent.type(reply, 'Friday works.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.sent('POST', `/api/inquiries/${THREAD_ID}/messages`)).toHaveLength(1));
    expect(api.sent('POST', `/api/inquiries/${THREAD_ID}/messages`)[0]?.body).toEqual({ message: 'Friday works.' });
    expect(await within(screen.getByRole('list', { name: 'Messages' })).findByText('Friday works.')).toBeInTheDocument();
    await waitFor(() => expect(reply).toHaveValue(''));
  });

  it('keeps the reply and shows the error toast when the server refuses it', async () => {
    const api = fakeApi({
      [`GET /api/inquiries/${THREAD_ID}`]: () => json(thread()),
      [`POST /api/inquiries/${THREAD_ID}/messages`]: () => json({ message: INQUIRY_MESSAGES_THROTTLED }, 429),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(threadPage, { url: `/inbox/${THREAD_ID}` });

    const reply = await screen.findByRole('textbox', { name: 'Reply' });
    await userEvent.type(reply, 'One more');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Could not send message')).toBeInTheDocument();
    expect(screen.getByText(INQUIRY_MESSAGES_THROTTLED)).toBeInTheDocument();
    expect(reply).toHaveValue('One more');
  });

  it('a thread the caller may not read is "not found", and the reply box is gone when the other party left', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetchMock);
    const first = renderWithApp(threadPage, { url: `/inbox/${THREAD_ID}` });
    expect(await screen.findByText('Conversation not found.')).toBeInTheDocument();
    first.unmount();

    vi.stubGlobal('fetch', fakeApi({ [`GET /api/inquiries/${THREAD_ID}`]: () => json(thread({ otherParty: { id: null, businessName: 'deleted business' } })) }).fetchMock);
    renderWithApp(threadPage, { url: `/inbox/${THREAD_ID}` });
    expect(await screen.findByText(/deleted its account/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
  });
});

describe('Ask the seller', () => {
  it('opens the dialog prefilled like the mail body and posts the listing and message', async () => {
    const api = fakeApi({
      'GET /api/inventory/item/5': () => json(listing(5)),
      'POST /api/inquiries': () => json({ id: THREAD_ID }, 201),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(itemPage, { url: '/item/5' });

    await userEvent.click(await screen.findByRole('button', { name: 'Ask the seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Business 102' });
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    expect((message as HTMLTextAreaElement).value).toMatch(/^Hello Business 102,\n\nI saw your listing "Listing 5"/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(api.sent('POST', '/api/inquiries')[0]?.body).toEqual({ itemId: 5, message: (message as HTMLTextAreaElement).value });
    await userEvent.click(screen.getByRole('button', { name: 'Open conversation' }));
    await waitFor(() => expect(currentUrl()).toBe(`/inbox/${THREAD_ID}`));
  });

  it('signed out: the sign-in toast and /auth, nothing sent', async () => {
    const api = fakeApi({ 'GET /api/inventory/item/5': () => json(listing(5)) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(itemPage, { url: '/item/5', user: null });

    await userEvent.click(await screen.findByRole('button', { name: 'Ask the seller' }));
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/auth'));
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });
});

describe('Sidebar Inbox entry', () => {
  const sidebar = <Sidebar open={false} onClose={() => {}} unreadThreads={<UnreadThreadsChip />} />;
  const inboxAnswering = (unreadThreads: number) => fakeApi({ 'GET /api/inquiries': () => json({ items: [], unreadThreads, nextCursor: null }) });

  it('shows how many threads are unread', async () => {
    vi.stubGlobal('fetch', inboxAnswering(3).fetchMock);
    renderWithApp(sidebar, { url: '/' });
    const inbox = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/inbox')!;
    await waitFor(() => expect(inbox).toHaveTextContent('Inbox3 unread'));
  });

  it('has no badge when every thread is read', async () => {
    const api = inboxAnswering(0);
    vi.stubGlobal('fetch', api.fetchMock);
    const { queryClient } = renderWithApp(sidebar, { url: '/' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.sent('GET', '/api/inquiries')).toHaveLength(1);
    expect(screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/inbox')).toHaveTextContent(/^Inbox$/);
  });
});

describe('UnsubscribePage (the link in the body of inquiry e-mails)', () => {
  it('sends the token once and says e-mails stop while messages go on', async () => {
    const api = fakeApi({ 'GET /api/mail/unsubscribe': () => json({ message: INQUIRY_MAIL_STOPPED }) });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithApp(<UnsubscribePage />, { url: '/unsubscribe?token=a.b%2Bc', user: null });

    expect(await screen.findByText(INQUIRY_MAIL_STOPPED)).toBeInTheDocument();
    expect(screen.getByText('Unsubscribed')).toBeInTheDocument();
    expect(api.sent('GET', '/api/mail/unsubscribe').map((request) => request.url.searchParams.get('token'))).toEqual(['a.b+c']);
  });

  it("shows the server's reason when the link is not valid, and sends nothing without a token", async () => {
    const api = fakeApi({ 'GET /api/mail/unsubscribe': () => json({ message: 'This unsubscribe link is not valid' }, 400) });
    vi.stubGlobal('fetch', api.fetchMock);
    const first = renderWithApp(<UnsubscribePage />, { url: '/unsubscribe?token=forged', user: null });
    expect(await screen.findByText('Could not unsubscribe')).toBeInTheDocument();
    expect(screen.getByText('This unsubscribe link is not valid')).toBeInTheDocument();
    first.unmount();

    renderWithApp(<UnsubscribePage />, { url: '/unsubscribe', user: null });
    expect(screen.getByText('This unsubscribe link is not valid')).toBeInTheDocument();
    expect(api.sent('GET', '/api/mail/unsubscribe')).toHaveLength(1);
  });
});
