import { useCallback } from 'react';
import { uploadMedia } from '@kb/api-client/admin';
import type { UploadImage } from './ImagePrompt';

/** Uploads the editor's images into the article media with the admin's session; answers each one's address. */
export function useImageUpload(token: string): UploadImage {
  return useCallback(async (file: File) => (await uploadMedia(token, file)).url, [token]);
}
