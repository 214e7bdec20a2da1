import type { Category, SuggestionKind } from './constants';

/** The current user as the client reads it: never any password field. */
export interface User {
  id: number;
  username: string;
  businessName: string;
  email: string;
  phone?: string;
  location?: string;
}

export interface InventoryItem {
  id: number;
  userId: number;
  name: string;
  itemId: string;
  description: string;
  category: Category;
  quantity: number;
  businessName: string;
  businessLocation?: string;
  businessContact?: string;
  imageUrl?: string;
  lastUpdated: string;
  createdAt: string;
}

export interface InventoryStats {
  totalDoors: number;
  totalParts: number;
  totalBusinesses: number;
  myInventory: number;
}

export interface ImageUploadResponse {
  url: string;
}

export interface ImageDataResponse {
  data: string;
}

export interface CsrfTokenResponse {
  csrfToken: string;
}

export interface MessageResponse {
  message: string;
}

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  imageUrl: string;
}

export type LiveUpdateMessage =
  | { type: 'connection' }
  | { type: 'pong'; timestamp: number }
  | { type: 'new_item'; item: InventoryItem }
  | { type: 'update_item'; item: InventoryItem }
  | { type: 'delete_item'; id: number }
  /** One CSV import (shared/src/item-csv.ts): one message for all its rows, so every list refreshes once. */
  | { type: 'items_imported'; userId: number; created: number; updated: number };

/** One problem of a CSV import: `line` is the CSV line the row starts on (the header is line 1). */
export interface CsvRowError {
  line: number;
  /** The column at fault, or null when the whole row is (a wrong number of fields, a broken quote). */
  column: string | null;
  message: string;
}

/** 400 of POST /api/inventory/import: nothing was written. */
export interface ImportFailure {
  message: string;
  errors: CsvRowError[];
}

/** 201 of POST /api/inventory/import; `unchanged` counts upsert rows equal to the listing they name. */
export interface ImportResult {
  created: number;
  updated: number;
  unchanged: number;
  items: { id: number; itemId: string }[];
}

/** One typeahead completion: a listing's name or item id (with the listing's id), or a business name. */
export interface SearchSuggestion {
  text: string;
  kind: SuggestionKind;
  id?: number;
}

export interface SearchSuggestions {
  suggestions: SearchSuggestion[];
}
