/** GET /api/businesses/{id}: a business's public profile and the figures of its current listings. */
export interface BusinessProfile {
  id: number;
  businessName: string;
  location?: string;
  /** When the business registered (ISO 8601). */
  memberSince: string;
  itemCount: number;
  doors: number;
  parts: number;
  /** Waste kept out of landfill by all its current listings. */
  wasteKg: number;
}
