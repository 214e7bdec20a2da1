import { useState } from 'react';
import { useToast } from './use-toast';
import { uploadImage } from '../api/upload-image';

export type UploadState = 'idle' | 'uploading' | 'done' | 'failed';

/**
 * Runs the presigned upload with the spec's toasts; resolves to the imageUrl, or null when it failed.
 * `onBusyChange` hears when an upload starts and ends, so a form can hold its submit meanwhile.
 */
export function useImageUpload(onBusyChange?: (busy: boolean) => void) {
  const [state, setState] = useState<UploadState>('idle');
  const toast = useToast();
  const upload = async (file: Blob): Promise<string | null> => {
    setState('uploading');
    onBusyChange?.(true);
    try {
      const url = await uploadImage(file);
      setState('done');
      toast({ title: 'Image uploaded', description: 'The image has been successfully uploaded', variant: 'success' });
      return url;
    } catch (error) {
      setState('failed');
      const message = error instanceof Error ? error.message : String(error);
      toast({ title: 'Upload failed', description: message, variant: 'destructive' });
      return null;
    } finally {
      onBusyChange?.(false);
    }
  };
  return { state, upload, reset: () => setState('idle') };
}
