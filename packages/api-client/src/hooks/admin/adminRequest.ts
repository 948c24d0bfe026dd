import { callRoute, type CallInput } from '@kb/api-client';
import { adminRoutes, type AdminCallName, type ResponseOf } from '@kb/contracts';

/**
 * Calls one of the admin console's endpoints. Its route table is here, not in the shared main entry,
 * so visitors never download it; the call itself goes through the shared client (base URL, errors).
 */
export function adminRequest<N extends AdminCallName>(name: N, input: CallInput<N> = {}): Promise<ResponseOf<N>> {
  return callRoute<N>(adminRoutes[name], input);
}
