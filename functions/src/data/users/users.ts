import type { GeoPoint, RegisterInput, User } from '@surplus/shared';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { geocode } from '../../geo/geocode';
import { conflict } from '../../lib/errors';
import { db, table } from '../table/client';
import { adjustCounts, nextId } from '../table/counters';
import { placeIndexKeys } from './owners-near';
import { cancellationCodes, writeTransaction, type TransactItem } from '../table/transactions';
import { businessIndexKeys } from './business-directory';
import { claimLockStep, emailLockKey, findLockedUserId, releaseLockStep, usernameLockKey } from './unique-names';

export interface UserRecord extends Omit<User, 'placeFound'> {
  /** Where the business is: its ZIP's point, else its location's, when the gazetteer knows it. */
  lat?: number;
  lon?: number;
  passwordHash: string;
  /** Sessions created before this moment (ms) are no longer valid. */
  passwordChangedAt: number;
  itemCount: number;
  /** Figures of the owner's current listings, moved with each listing write (owner-figures.ts ownerFiguresOf). */
  doors?: number;
  parts?: number;
  wasteKg?: number;
  /** False once the user unsubscribed from inquiry e-mails (in-app messages still arrive). */
  inquiryMail?: boolean;
  createdAt: string;
  /** When the account was closed: it signs in no more, and a job is deleting everything stored about it. */
  closedAt?: string;
}

/**
 * | access pattern                 | index | partition key | sort key     |
 * |--------------------------------|-------|---------------|--------------|
 * | user by id                     | table | USER#<id>     | PROFILE      |
 * | user by username or e-mail     | its lock first (unique-names.ts)     |
 * | businesses by name             | gsi1 (business-directory.ts)         |
 * | owners near a place            | gsi7 (owners-near.ts)                |
 */
export const userKey = (id: number) => ({ pk: `USER#${id}`, sk: 'PROFILE' });

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
      claimLockStep(usernameLockKey(record.username), record.id),
      claimLockStep(emailLockKey(record.email), record.id),
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
          claimLockStep(emailLockKey(next.email), current.id),
          releaseLockStep(emailLockKey(current.email)),
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
    releaseLockStep(usernameLockKey(record.username)),
    releaseLockStep(emailLockKey(record.email)),
    adjustCounts({ totalBusinesses: -1 }),
  ]);
}
