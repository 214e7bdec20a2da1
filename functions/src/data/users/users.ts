import { type Business, type BusinessProfile, type GeoPoint, type InventoryItem, type RegisterInput, type User, wasteReductionKg } from '@surplus/shared';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { geocode } from '../../geo/geocode';
import { conflict } from '../../lib/errors';
import { db, queryAll, table } from '../table/client';
import { adjustCounts, nextId } from '../table/counters';
import { placeIndexKeys } from '../listings/lists/owners-near';
import { cancellationCodes, writeTransaction, type TransactItem } from '../table/transactions';

export interface UserRecord extends Omit<User, 'placeFound'> {
  /** Where the business is: its ZIP's point, else its location's, when the gazetteer knows it. */
  lat?: number;
  lon?: number;
  passwordHash: string;
  /** Sessions created before this moment (ms) are no longer valid. */
  passwordChangedAt: number;
  itemCount: number;
  /** Figures of the owner's current listings, moved with each listing write (ownerFiguresOf). */
  doors?: number;
  parts?: number;
  wasteKg?: number;
  /** False once the user unsubscribed from inquiry e-mails (in-app messages still arrive). */
  inquiryMail?: boolean;
  createdAt: string;
  /** When the account was closed: it signs in no more, and a job is deleting everything stored about it. */
  closedAt?: string;
}

export const userKey = (id: number) => ({ pk: `USER#${id}`, sk: 'PROFILE' });
export const usernameLockKey = (username: string) => ({ pk: `USERNAME#${username.toLowerCase()}`, sk: 'LOCK' });
export const emailLockKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'LOCK' });

/** Every business sits in one index partition ordered by name, for the business list and filter. */
const BUSINESSES_PARTITION = 'BUSINESSES';
const businessIndexKeys = (record: Pick<UserRecord, 'businessName' | 'id'>) => ({
  gsi1pk: BUSINESSES_PARTITION,
  gsi1sk: `${record.businessName.toLowerCase()}#${String(record.id).padStart(12, '0')}`,
});

export function toPublicUser(record: UserRecord): User {
  const { id, username, businessName, email, phone, location, zip } = record;
  return { id, username, businessName, email, phone, location, zip, placeFound: record.lat !== undefined };
}

/** The point of a profile: its ZIP's if known, else its location's ("City, ST") if known, else none. */
export function placeOf(profile: Pick<UserRecord, 'zip' | 'location'>): GeoPoint | null {
  return (profile.zip ? geocode(profile.zip) : null) ?? (profile.location ? geocode(profile.location) : null);
}

interface PlaceAttributes {
  lat?: number;
  lon?: number;
  gsi7pk?: string;
  gsi7sk?: string;
}

/** The point's attributes and owners-near index keys of a profile, all absent when its place is unknown. */
function placeAttributes(id: number, profile: Pick<UserRecord, 'zip' | 'location'>): PlaceAttributes {
  const point = placeOf(profile);
  return point ? { ...point, ...placeIndexKeys(id, point) } : {};
}
const PLACE_ATTRIBUTES = ['lat', 'lon', 'gsi7pk', 'gsi7sk'] as const;

/** Username and e-mail stay unique under concurrency: their locks are written in one transaction with the user. */
export async function createUser(input: Omit<RegisterInput, 'password'> & { passwordHash: string }): Promise<UserRecord> {
  const now = Date.now();
  const id = await nextId('nextUserId');
  const profile = { location: input.location || undefined, zip: input.zip || undefined };
  const { gsi7pk, gsi7sk, ...point } = placeAttributes(id, profile);
  const record: UserRecord = {
    id,
    username: input.username,
    businessName: input.businessName,
    email: input.email,
    phone: input.phone || undefined,
    ...profile,
    ...point,
    passwordHash: input.passwordHash,
    passwordChangedAt: now,
    itemCount: 0,
    doors: 0,
    parts: 0,
    wasteKg: 0,
    createdAt: new Date(now).toISOString(),
  };
  const absent = 'attribute_not_exists(pk)';
  try {
    await writeTransaction([
      { Put: { TableName: table(), Item: { ...userKey(record.id), ...businessIndexKeys(record), gsi7pk, gsi7sk, ...record }, ConditionExpression: absent } },
      { Put: { TableName: table(), Item: { ...usernameLockKey(record.username), userId: record.id }, ConditionExpression: absent } },
      { Put: { TableName: table(), Item: { ...emailLockKey(record.email), userId: record.id }, ConditionExpression: absent } },
      adjustCounts({ totalBusinesses: 1 }),
    ]);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes?.[1] === 'ConditionalCheckFailed') throw conflict('Username already exists');
    if (codes?.[2] === 'ConditionalCheckFailed') throw conflict('Email is already registered');
    throw error;
  }
  return record;
}

export async function findUserById(id: number): Promise<UserRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: userKey(id) }));
  return (Item as UserRecord | undefined) ?? null;
}

async function findLockedUserId(key: { pk: string; sk: string }): Promise<number | null> {
  const { Item } = await db.send(new GetCommand({ TableName: table(), Key: key }));
  return Item ? Number(Item.userId) : null;
}

export async function findUserByUsername(username: string): Promise<UserRecord | null> {
  const id = await findLockedUserId(usernameLockKey(username));
  return id === null ? null : findUserById(id);
}

export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  const id = await findLockedUserId(emailLockKey(email));
  return id === null ? null : findUserById(id);
}

/** Transaction step: new password hash; every session created before `validFrom` (now) stops being valid. */
export function setPasswordStep(userId: number, passwordHash: string, validFrom = Date.now()): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: userKey(userId),
      UpdateExpression: 'SET passwordHash = :hash, passwordChangedAt = :from',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':hash': passwordHash, ':from': validFrom },
    },
  };
}

/** What one owner's listings add up to: the business page's figures and the stats call's myInventory. */
export interface OwnerFigures {
  itemCount: number;
  doors: number;
  parts: number;
  wasteKg: number;
}

/** The figures one listing adds to its owner's (negated when it goes). */
export function ownerFiguresOf(item: Pick<InventoryItem, 'category' | 'quantity'>, sign: 1 | -1 = 1): OwnerFigures {
  return {
    itemCount: sign,
    doors: item.category === 'door' ? sign : 0,
    parts: item.category === 'part' ? sign : 0,
    wasteKg: sign * wasteReductionKg(item),
  };
}

export const addFigures = (a: OwnerFigures, b: OwnerFigures): OwnerFigures => ({
  itemCount: a.itemCount + b.itemCount,
  doors: a.doors + b.doors,
  parts: a.parts + b.parts,
  wasteKg: a.wasteKg + b.wasteKg,
});

export const NO_FIGURES: OwnerFigures = { itemCount: 0, doors: 0, parts: 0, wasteKg: 0 };

/** Transaction step: moves the owner's figures, written with the listing change that causes it. */
export function adjustOwnerFiguresStep(userId: number, delta: OwnerFigures): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: userKey(userId),
      UpdateExpression: 'ADD itemCount :items, doors :doors, parts :parts, wasteKg :waste',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':items': delta.itemCount, ':doors': delta.doors, ':parts': delta.parts, ':waste': delta.wasteKg },
    },
  };
}

/** Replaces the owner's figures with a recount of their listings (users/owner-recount.ts). */
export function setOwnerFiguresStep(userId: number, figures: OwnerFigures): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: userKey(userId),
      UpdateExpression: 'SET itemCount = :items, doors = :doors, parts = :parts, wasteKg = :waste',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':items': figures.itemCount, ':doors': figures.doors, ':parts': figures.parts, ':waste': figures.wasteKg },
    },
  };
}

/** The public profile of a business (GET /api/businesses/{id}). */
export function toBusinessProfile(record: UserRecord): BusinessProfile {
  return {
    id: record.id,
    businessName: record.businessName,
    ...(record.location ? { location: record.location } : {}),
    memberSince: record.createdAt,
    itemCount: Number(record.itemCount ?? 0),
    doors: Number(record.doors ?? 0),
    parts: Number(record.parts ?? 0),
    wasteKg: Number(record.wasteKg ?? 0),
  };
}

/** Businesses with at least one listing, by name. One Query: a market has thousands of businesses, not millions. */
export async function listBusinesses(): Promise<Business[]> {
  const records = await queryAll<UserRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :businesses',
    FilterExpression: 'itemCount > :none',
    ExpressionAttributeValues: { ':businesses': BUSINESSES_PARTITION, ':none': 0 },
  });
  return records.map((record) => ({
    id: record.id,
    businessName: record.businessName,
    businessLocation: record.location,
    businessContact: record.email,
    itemCount: record.itemCount,
  }));
}

/** The id of every registered business (the recount backfill walks them). */
export async function allUserIds(): Promise<number[]> {
  const records = await queryAll<Pick<UserRecord, 'id'>>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :businesses',
    ExpressionAttributeValues: { ':businesses': BUSINESSES_PARTITION },
    ProjectionExpression: 'id',
  });
  return records.map((record) => Number(record.id));
}

/** Stops inquiry e-mails to the user (the one-click unsubscribe link). */
export async function stopInquiryMail(userId: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: table(),
      Key: userKey(userId),
      UpdateExpression: 'SET inquiryMail = :off',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':off': false },
    }),
  );
}

/** The profile fields a business may change (PUT /api/user); '' empties phone, location or ZIP. */
export interface ProfileChanges {
  businessName?: string;
  email?: string;
  phone?: string;
  location?: string;
  zip?: string;
}
const EMPTIABLE = ['phone', 'location', 'zip'] as const;

/** What every listing copies from its owner: a change to any of them is a rename the listings must follow. */
export const listingFacingFields = (record: Pick<UserRecord, 'businessName' | 'location' | 'email' | 'lat' | 'lon'>) => ({
  businessName: record.businessName,
  businessLocation: record.location,
  businessContact: record.email,
  lat: record.lat,
  lon: record.lon,
});

/**
 * Applies `changes` to the profile in one transaction: a new e-mail moves its lock (409 when taken), a new
 * name moves the business index entry, the ZIP and location are geocoded again (the point and its index entry
 * follow, or go when the place is unknown), and `extra` steps (the listings' rename job) go with it.
 */
export async function updateProfile(current: UserRecord, changes: ProfileChanges, extra: (next: UserRecord) => TransactItem[]): Promise<UserRecord> {
  const next: UserRecord = { ...current };
  for (const [field, value] of Object.entries(changes) as [keyof ProfileChanges, string | undefined][]) {
    if (value === undefined) continue;
    if (value === '' && (EMPTIABLE as readonly string[]).includes(field)) delete next[field];
    else next[field] = value;
  }
  const place = placeAttributes(current.id, next);
  delete next.lat;
  delete next.lon;
  if (place.lat !== undefined && place.lon !== undefined) Object.assign(next, { lat: place.lat, lon: place.lon });
  const emailMoves = next.email.toLowerCase() !== current.email.toLowerCase();
  // The stored record carries its old index keys: the new ones go last.
  const { pk, sk, ...rest } = { ...userKey(current.id), ...next, ...businessIndexKeys(next), ...place };
  const fields = ['businessName', 'email', ...EMPTIABLE, 'gsi1sk', ...PLACE_ATTRIBUTES] as readonly string[];
  const removed: string[] = [...EMPTIABLE.filter((field) => next[field] === undefined), ...PLACE_ATTRIBUTES.filter((name) => place[name] === undefined)];
  // The stored record's place attributes are in `rest` too: the ones the place no longer has are removed.
  const set = Object.entries(rest).filter(([name, value]) => value !== undefined && fields.includes(name) && !removed.includes(name));
  const steps: TransactItem[] = [
    {
      Update: {
        TableName: table(),
        Key: { pk, sk },
        UpdateExpression: `SET ${set.map((_, i) => `#f${i} = :v${i}`).join(', ')}${removed.length ? ` REMOVE ${removed.map((_, i) => `#r${i}`).join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: {
          ...Object.fromEntries(set.map(([name], i) => [`#f${i}`, name])),
          ...Object.fromEntries(removed.map((name, i) => [`#r${i}`, name])),
        },
        ExpressionAttributeValues: Object.fromEntries(set.map(([, value], i) => [`:v${i}`, value])),
      },
    },
    ...(emailMoves
      ? [
          { Put: { TableName: table(), Item: { ...emailLockKey(next.email), userId: current.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Delete: { TableName: table(), Key: emailLockKey(current.email) } },
        ]
      : []),
    ...extra(next),
  ];
  try {
    await writeTransaction(steps);
  } catch (error) {
    if (emailMoves && cancellationCodes(error)?.[1] === 'ConditionalCheckFailed') throw conflict('Email is already registered');
    throw error;
  }
  return next;
}

/** Closes the account: from now on it signs in no more, and every session it had is invalid. */
export async function closeAccount(userId: number): Promise<void> {
  const now = Date.now();
  await db.send(
    new UpdateCommand({
      TableName: table(),
      Key: userKey(userId),
      UpdateExpression: 'SET closedAt = if_not_exists(closedAt, :at), passwordChangedAt = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': new Date(now).toISOString(), ':now': now + 1 },
    }),
  );
}

/** Deletes the user's record, username and e-mail locks (the names can register again) and counts one business less. */
export async function deleteUserRecord(record: UserRecord): Promise<void> {
  await writeTransaction([
    { Delete: { TableName: table(), Key: userKey(record.id), ConditionExpression: 'attribute_exists(pk)' } },
    { Delete: { TableName: table(), Key: usernameLockKey(record.username) } },
    { Delete: { TableName: table(), Key: emailLockKey(record.email) } },
    adjustCounts({ totalBusinesses: -1 }),
  ]);
}
