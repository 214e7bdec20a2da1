/**
 * Keys of the deals entity that more than one of its modules uses: a transfer's, which transfers.ts reads and
 * transfer-steps.ts writes.
 *
 * | access pattern                           | index | partition key            | sort key                        |
 * |------------------------------------------|-------|--------------------------|---------------------------------|
 * | transfer by id                           | table | TRANSFER#<id>            | TRANSFER                        |
 * | a seller's transfers, newest first       | gsi1  | TRANSFERS#SELLER#<userId>| <handedOverAt>#<id> (desc.)     |
 * | a buyer's transfers, newest first        | gsi2  | TRANSFERS#BUYER#<userId> | <handedOverAt>#<id> (desc.)     |
 * | awaiting confirmation, by confirmBy      | gsi3  | TRANSFERS#AWAITING       | <confirmBy>#<id> (sparse)       |
 * | review window open, by its end           | gsi4  | TRANSFERS#REVIEWABLE     | <reviewBy>#<id> (sparse)        |
 */
export const transferKey = (id: string) => ({ pk: `TRANSFER#${id}`, sk: 'TRANSFER' });
export const transferSellerPartition = (userId: number) => `TRANSFERS#SELLER#${userId}`;
export const transferBuyerPartition = (userId: number) => `TRANSFERS#BUYER#${userId}`;
export const AWAITING_TRANSFERS = 'TRANSFERS#AWAITING';
export const REVIEWABLE_TRANSFERS = 'TRANSFERS#REVIEWABLE';
