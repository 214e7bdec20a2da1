import { IMAGE_VERIFY_TIMEOUT_MS, type ImageContentType, type PresignedUpload } from '@surplus/shared';
import { errorMessage } from './client';
import { getCsrfToken } from './csrf';
import { postToStorage } from './storage-upload';
import { presignUpload } from './presign-upload';

/** A check of the stored image that failed with one of the spec's 'Upload failed' descriptions. */
class ImageCheckError extends Error {}

/** Resolves when the browser can display `url`, within the spec's 5 s. */
function verifyImageLoads(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => reject(new ImageCheckError('Image verification timed out')), IMAGE_VERIFY_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new ImageCheckError('Image failed to load. The upload may have been corrupted.'));
    };
    image.src = url;
  });
}

/**
 * Presigned upload: presign, POST the file to storage, then HEAD and load the stored image.
 * Errors carry the spec's 'Upload failed' descriptions. Resolves to the item's imageUrl.
 */
export async function uploadImage(file: Blob): Promise<string> {
  if (!(await getCsrfToken())) throw new Error('Failed to get CSRF token. Please try again.');
  let presigned: PresignedUpload;
  try {
    // The server names a type it refuses in its message.
    presigned = await presignUpload({ contentType: file.type as ImageContentType, size: file.size });
  } catch (error) {
    throw new Error(errorMessage(error, 'Failed to upload image'));
  }
  if (!(await postToStorage(presigned, file))) throw new Error('Failed to upload image');
  try {
    await verifyStoredImage(presigned.imageUrl);
  } catch (error) {
    if (error instanceof ImageCheckError) throw error;
    throw new Error(`Image validation failed: ${errorMessage(error, 'unexpected error')}`);
  }
  return presigned.imageUrl;
}

async function verifyStoredImage(imageUrl: string): Promise<void> {
  const head = await fetch(imageUrl, { method: 'HEAD' }).catch(() => null);
  if (!head?.ok) throw new ImageCheckError('Uploaded image is not accessible');
  await verifyImageLoads(imageUrl);
}
