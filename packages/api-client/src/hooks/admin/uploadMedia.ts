import { apiFetch, buildPath } from '@kb/api-client';
import { adminRoutes, type ResponseOf } from '@kb/contracts';

/** POST /api/admin/media: uploads an image file (its bytes as the body) into the article media. */
export async function uploadMedia(token: string, file: File): Promise<ResponseOf<'uploadMedia'>> {
  const { method, path } = adminRoutes.uploadMedia;
  const data = await apiFetch(buildPath(path, {}, { name: file.name || undefined }), { method, headers: { Authorization: `Bearer ${token}` }, body: file });
  return data as ResponseOf<'uploadMedia'>;
}
