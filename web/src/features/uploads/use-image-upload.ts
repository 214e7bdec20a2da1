import { useState } from 'react';
import { useToast } from '../toasts/toast-context';
import { uploadImage } from './api/upload-image';

export type UploadState = 'idle' | 'uploading' | 'done' | 'failed';

/** Runs the presigned upload with the spec's toasts; resolves to the imageUrl, or null when it failed. */
export function useImageUpload() {
  const [state, setState] = useState<UploadState>('idle');
  const toast = useToast();
  const upload = async (file: Blob): Promise<string | null> => {
    setState('uploading');
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
    }
  };
  return { state, upload, reset: () => setState('idle') };
}
