import type {
  DataResponse,
  Reseller,
  ResellerBooking,
  ResellerKeyIssued,
  ResellerRequest,
} from '@travel/shell/api-types';
import { useApiGet } from '@travel/shell/data';
import { api } from '@travel/shell/http';

export type { Reseller, ResellerBooking, ResellerKeyIssued };

export const resellersUrl = '/api/admin/resellers';
const resellerUrl = (id: string) => `${resellersUrl}/${encodeURIComponent(id)}`;

export const useResellers = () => useApiGet<DataResponse<Reseller[]>>(resellersUrl);

/** The bookings a reseller made through the OCTO API; null: none asked for. */
export const useResellerBookings = (id: string | null) =>
  useApiGet<DataResponse<ResellerBooking[]>>(id === null ? null : `${resellerUrl(id)}/bookings`);

export async function createReseller(body: ResellerRequest): Promise<Reseller> {
  return (await api.post<Reseller>(resellersUrl, body)).data;
}

/** Turns a reseller off (its keys refused) or on again. */
export async function setResellerActive(id: string, active: boolean): Promise<Reseller> {
  return (await api.patch<Reseller>(resellerUrl(id), { active })).data;
}

/** A new key: the answer is the only time it is shown. */
export async function issueKey(id: string): Promise<ResellerKeyIssued> {
  return (await api.post<ResellerKeyIssued>(`${resellerUrl(id)}/keys`)).data;
}

export async function revokeKey(id: string, keyId: string): Promise<void> {
  await api.delete(`${resellerUrl(id)}/keys/${encodeURIComponent(keyId)}`);
}
