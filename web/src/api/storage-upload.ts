/** A presigned POST to storage: where to send the form, and the policy fields that go before the file. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * POSTs `file` straight to storage with the presigned form (the image uploads and large CSV imports use it).
 * Resolves to whether storage took it: a network failure or a refused policy is false.
 */
export async function postToStorage({ url, fields }: PresignedPost, file: Blob): Promise<boolean> {
  const form = new FormData();
  // Storage reads the policy fields before the file: the file must come last.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(url, { method: 'POST', body: form }).catch(() => null);
  return response?.ok === true;
}
