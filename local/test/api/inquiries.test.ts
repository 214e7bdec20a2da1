import { describe, expect, inject, it } from 'vitest';
import {
  INQUIRY_LIMITS,
  INQUIRY_MAIL_STOPPED,
  ONE_CLICK_UNSUBSCRIBE,
  INQUIRY_MESSAGES_THROTTLED,
  INQUIRY_OWN_LISTING,
  INQUIRY_THREADS_THROTTLED,
  type InquiryPage,
  type InquiryThread,
  type NotificationPage,
} from '@surplus/shared';
import type { ApiClient } from '../../src/api-client';
import { linksIn, readOutbox, type OutboxMessage } from '../../src/outbox';
import { createItem, newClient, signedInBusiness } from '../support/fixtures';
import { connect } from '../support/live-socket';

const ask = (client: ApiClient, itemId: number, message: string) => client.post<{ id: string }>('/api/inquiries', { itemId, message });
const reply = (client: ApiClient, threadId: string, message: string) => client.post<{ id: string }>(`/api/inquiries/${threadId}/messages`, { message });
const inbox = async (client: ApiClient) => (await client.get<InquiryPage>('/api/inquiries')).json;
const mailsTo = async (email: string) => (await readOutbox(inject('dataDir'))).filter((mail) => mail.to.includes(email));

async function waitForMail(email: string, count: number): Promise<OutboxMessage[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = await mailsTo(email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} mails to ${email}`);
}

describe('inquiries', () => {
  it('opens a thread about a listing, adds to it, and both parties see it from their side', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const item = await createItem(seller.client, { name: 'Insulated door 3x3' });

    const first = await ask(buyer.client, item.id, '  Is the door still available?  ');
    expect(first.status, first.text).toBe(201);
    const again = await ask(buyer.client, item.id, 'Could you deliver to Austin?');
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(first.json.id);

    const buyerInbox = await inbox(buyer.client);
    expect(buyerInbox.items).toEqual([
      {
        id: first.json.id,
        item: { id: item.id, name: item.name },
        otherParty: { id: seller.user.id, businessName: seller.fields.businessName },
        role: 'buyer',
        lastMessage: 'Could you deliver to Austin?',
        updatedAt: expect.any(String),
        unread: false,
      },
    ]);
    const sellerInbox = await inbox(seller.client);
    expect(sellerInbox.unreadThreads).toBe(1);
    expect(sellerInbox.items[0]).toMatchObject({ role: 'seller', unread: true, otherParty: { id: buyer.user.id, businessName: buyer.fields.businessName } });

    const thread = (await seller.client.get<InquiryThread>(`/api/inquiries/${first.json.id}`)).json;
    // Trimmed, stored as sent, oldest first.
    expect(thread.messages.map(({ from, body }) => ({ from, body }))).toEqual([
      { from: 'them', body: 'Is the door still available?' },
      { from: 'them', body: 'Could you deliver to Austin?' },
    ]);
    expect((await inbox(seller.client)).unreadThreads).toBe(0);

    expect((await reply(seller.client, first.json.id, '<b>Yes</b>, we deliver.')).status).toBe(201);
    const buyerView = (await buyer.client.get<InquiryThread>(`/api/inquiries/${first.json.id}`)).json;
    expect(buyerView.messages.map((message) => message.from)).toEqual(['me', 'me', 'them']);
    expect(buyerView.messages[2]?.body).toBe('<b>Yes</b>, we deliver.');
    // Newest activity first.
    const other = await createItem(seller.client);
    const second = await ask(buyer.client, other.id, 'And this one?');
    expect((await inbox(buyer.client)).items.map((summary) => summary.id)).toEqual([second.json.id, first.json.id]);
  });

  it('pages the inbox with a cursor', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const items = [await createItem(seller.client), await createItem(seller.client), await createItem(seller.client)];
    for (const item of items) expect((await ask(buyer.client, item.id, 'Still there?')).status).toBe(201);
    const first = (await buyer.client.get<InquiryPage>('/api/inquiries?limit=2')).json;
    expect(first.items).toHaveLength(2);
    const second = (await buyer.client.get<InquiryPage>(`/api/inquiries?limit=2&cursor=${first.nextCursor}`)).json;
    expect(second.items.map((summary) => summary.item.id)).toEqual([items[0]!.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses own listings, missing listings, bad messages, visitors and third parties', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const stranger = await signedInBusiness();
    const item = await createItem(seller.client);

    expect((await ask(seller.client, item.id, 'Hello me')).json).toEqual({ message: INQUIRY_OWN_LISTING });
    const missing = await ask(buyer.client, 999_999_999, 'Hello?');
    expect([missing.status, missing.json]).toEqual([404, { message: 'Item not found' }]);
    expect((await ask(buyer.client, item.id, '   ')).json).toEqual({ message: 'message: Message is required' });
    expect((await ask(buyer.client, item.id, 'x'.repeat(2001))).json).toEqual({ message: 'message: Message must be at most 2000 characters' });
    expect((await buyer.client.post('/api/inquiries', { itemId: item.id, message: 'hi', extra: 1 })).status).toBe(400);
    expect((await newClient().post('/api/inquiries', { itemId: item.id, message: 'hi' })).status).toBe(401);

    const { json: opened } = await ask(buyer.client, item.id, 'x'.repeat(2000));
    for (const response of [
      await stranger.client.get(`/api/inquiries/${opened.id}`),
      await reply(stranger.client, opened.id, 'Let me in'),
      await stranger.client.get('/api/inquiries/AAAAAAAAAAAAAAAA'),
      await stranger.client.get('/api/inquiries/not-a-thread'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ message: 'Inquiry not found' });
    }
    expect((await inbox(stranger.client)).items).toEqual([]);
    expect((await inbox(seller.client)).items).toHaveLength(1);
  });

  it('e-mails the other party with a link to the thread and a one-click unsubscribe that stops only e-mails', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const item = await createItem(seller.client, { name: 'Torsion spring pair', category: 'part' });
    const { json: thread } = await ask(buyer.client, item.id, 'Are the springs new?');

    const [mail] = await waitForMail(seller.fields.email, 1);
    expect(mail!.subject).toBe('New message about Torsion spring pair');
    expect(mail!.text).toContain('Are the springs new?');
    const links = linksIn(mail!.text!).map((link) => new URL(link));
    expect(links[0]?.pathname).toBe(`/inbox/${thread.id}`);
    const header = mail!.headers?.['List-Unsubscribe'] ?? '';
    const oneClick = new URL(/^<(.+)>$/.exec(header)![1]!);
    expect(oneClick.pathname).toBe('/api/mail/unsubscribe');
    // The body's link opens the web page /unsubscribe, which calls the same route.
    expect(links[1]?.pathname).toBe('/unsubscribe');
    expect(links[1]?.searchParams.get('token')).toBe(oneClick.searchParams.get('token'));

    // A forged token stops nothing.
    const forged = oneClick.searchParams.get('token')!.replace(/^\d+/, String(buyer.user.id));
    expect((await newClient().get(`/api/mail/unsubscribe?token=${encodeURIComponent(forged)}`)).status).toBe(400);
    await reply(seller.client, thread.id, 'Yes, still boxed.');
    await waitForMail(buyer.fields.email, 1);

    const unsubscribe = await newClient().get(oneClick.pathname + oneClick.search);
    expect([unsubscribe.status, unsubscribe.json]).toEqual([200, { message: INQUIRY_MAIL_STOPPED }]);
    await ask(buyer.client, item.id, 'Great, I will take them.');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(seller.fields.email)).toHaveLength(1);
    // The message itself still arrives.
    expect((await inbox(seller.client)).items[0]?.lastMessage).toBe('Great, I will take them.');
  });

  it('stops e-mails with the one-click POST mail clients send (RFC 8058), with no CSRF token, after refusing a bad one', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const item = await createItem(seller.client, { name: 'Sectional door opener' });
    const { json: thread } = await ask(buyer.client, item.id, 'Does it come with remotes?');
    const [mail] = await waitForMail(seller.fields.email, 1);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe(ONE_CLICK_UNSUBSCRIBE);
    const url = new URL(/^<(.+)>$/.exec(mail!.headers?.['List-Unsubscribe'] ?? '')![1]!);
    const target = url.pathname + url.search;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const post = async (path: string, body: BodyInit, headers: Record<string, string> = {}) => {
      const response = await newClient().raw('POST', path, { body, headers });
      return [response.status, await response.json()];
    };

    // Refused, and nothing changes: another body, another content type, a forged token.
    expect(await post(target, 'List-Unsubscribe=Yes', form)).toEqual([400, { message: `List-Unsubscribe: The body must be ${ONE_CLICK_UNSUBSCRIBE}` }]);
    expect(await post(target, ONE_CLICK_UNSUBSCRIBE, { 'content-type': 'text/plain' })).toEqual([415, { message: expect.stringContaining('x-www-form-urlencoded') }]);
    const forged = url.searchParams.get('token')!.replace(/^\d+/, String(buyer.user.id));
    expect((await post(`${url.pathname}?token=${encodeURIComponent(forged)}`, ONE_CLICK_UNSUBSCRIBE, form))[0]).toBe(400);
    await ask(buyer.client, item.id, 'And a wall button?');
    await waitForMail(seller.fields.email, 2);

    expect(await post(target, ONE_CLICK_UNSUBSCRIBE, form)).toEqual([200, { message: INQUIRY_MAIL_STOPPED }]);
    await ask(buyer.client, item.id, 'I will collect on Friday.');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(seller.fields.email)).toHaveLength(2);

    // The multipart form of RFC 8058's example works as well (the buyer's own link, from the seller's reply).
    await reply(seller.client, thread.id, 'Friday is fine.');
    const [buyerMail] = await waitForMail(buyer.fields.email, 1);
    const buyerUrl = new URL(/^<(.+)>$/.exec(buyerMail!.headers?.['List-Unsubscribe'] ?? '')![1]!);
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    expect(await post(buyerUrl.pathname + buyerUrl.search, multipart)).toEqual([200, { message: INQUIRY_MAIL_STOPPED }]);
  });

  it('notifies the other party, live on their signed-in socket', async () => {
    const seller = await signedInBusiness();
    const buyer = await signedInBusiness();
    const item = await createItem(seller.client, { name: 'Fire-rated door' });
    const socket = await connect(seller.client);
    try {
      const { json: thread } = await ask(buyer.client, item.id, 'What rating does it have?');
      const pushed = await socket.next((message) => message.type === 'notification');
      expect(pushed).toMatchObject({
        type: 'notification',
        notification: { type: 'inquiry_message', threadId: thread.id, itemId: item.id, name: 'Fire-rated door', businessName: buyer.fields.businessName, preview: 'What rating does it have?' },
      });
    } finally {
      socket.socket.close();
    }
    const notifications = (await seller.client.get<NotificationPage>('/api/notifications')).json;
    expect(notifications.items[0]).toMatchObject({ type: 'inquiry_message', read: false });
  });

  it('limits new threads and messages per hour with 429', async () => {
    const buyer = await signedInBusiness();
    const seller = await signedInBusiness();
    const items = await Promise.all(Array.from({ length: INQUIRY_LIMITS.threadsPerHour + 1 }, () => createItem(seller.client)));
    for (const item of items.slice(0, INQUIRY_LIMITS.threadsPerHour)) expect((await ask(buyer.client, item.id, 'Hello')).status).toBe(201);
    const tooMany = await ask(buyer.client, items.at(-1)!.id, 'Hello');
    expect([tooMany.status, tooMany.json]).toEqual([429, { message: INQUIRY_THREADS_THROTTLED }]);

    // Messages in open threads go on until the message limit.
    const { json: thread } = await ask(buyer.client, items[0]!.id, 'Another question');
    const sent = INQUIRY_LIMITS.threadsPerHour + 1;
    for (let count = sent; count < INQUIRY_LIMITS.messagesPerHour; count++) expect((await reply(buyer.client, thread.id, `Message ${count}`)).status).toBe(201);
    const over = await reply(buyer.client, thread.id, 'One too many');
    expect([over.status, over.json]).toEqual([429, { message: INQUIRY_MESSAGES_THROTTLED }]);
    const last = (await buyer.client.get<InquiryThread>(`/api/inquiries/${thread.id}`)).json;
    expect(last.messages.at(-1)?.body).not.toBe('One too many');
  });
});
