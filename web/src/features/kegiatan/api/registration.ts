/** The activity registration calls (ADR 100): register on the activity page, cancel with the e-mail's link. */
import type { RegistrationCancelled, RegistrationCreated, RegistrationRequest } from '@hmrpl/contract';
import { request } from '@/lib/http-client';

const activityPath = (slug: string) => `/api/kegiatan/${encodeURIComponent(slug)}`;

/** POST /api/kegiatan/{slug}/daftar (CSRF header added by the client); the honeypot is sent only when filled. */
export function registerForActivity(slug: string, input: RegistrationRequest): Promise<RegistrationCreated> {
  const body: RegistrationRequest = {
    nama: input.nama.trim(),
    nim: input.nim.trim(),
    email: input.email.trim(),
    ...(input.angkatan?.trim() ? { angkatan: input.angkatan.trim() } : {}),
    ...(input.telepon?.trim() ? { telepon: input.telepon.trim() } : {}),
    ...(input.token ? { token: input.token } : {}),
    ...(input.tautan ? { tautan: input.tautan } : {}),
  };
  return request<RegistrationCreated>(`${activityPath(slug)}/daftar`, { method: 'POST', body });
}

/** POST /api/kegiatan/{slug}/batal { token } */
export function cancelRegistration(slug: string, token: string): Promise<RegistrationCancelled> {
  return request<RegistrationCancelled>(`${activityPath(slug)}/batal`, { method: 'POST', body: { token } });
}
