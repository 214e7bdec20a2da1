/** 32 random hex characters (128 bits), e.g. an Idempotency-Key; getRandomValues works outside secure contexts too. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
