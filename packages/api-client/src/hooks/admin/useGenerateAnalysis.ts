import useSWRMutation from 'swr/mutation';
import type { ReferenceUrl } from '@kb/contracts';
import { adminRequest } from './adminRequest';
import { adminKeys } from './adminKeys';

/** POST /api/admin/generate-analysis with the enabled URL records; on success the concepts are fetched again. */
export function useGenerateAnalysis(token: string | null) {
  return useSWRMutation(adminKeys.contentConcepts(token), ([, t], { arg }: { arg: ReferenceUrl[] }) =>
    adminRequest('generateAnalysis', { token: t, body: { referenceUrls: arg } }),
  );
}
