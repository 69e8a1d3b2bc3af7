/**
 * The admin set-ups the integration files share: the test admin signed in, another admin made and signed in (a display
 * name for the audit log and the 409s to show, roles), a form as the admin screens send it (with small PNGs), an
 * answer that must be 2xx, and the cabinets a file makes, deleted when it ends: the files share one app, and a later
 * file's handover checklist must find no cabinet being prepared (none left that was never active).
 */
import { expect } from 'vitest';
import type { AdminRole, Cabinet } from '@hmrpl/contract';
import { blob, smallImage } from '../fixtures/images';
import type { Agent } from './agent';
import type { TestApp } from './strapi';
import { createUser } from './users';

/** The test admin (TEST_ADMIN), signed in. */
export async function signedInAdmin(app: TestApp): Promise<Agent> {
  const agent = app.agent();
  await agent.loginOk();
  return agent;
}

/** Another admin made for the test (`pengelola` unless `roles` say otherwise), with its own signed-in client. */
export async function otherAdmin(app: TestApp, options: { name?: string; roles?: AdminRole[] } = {}) {
  const user = await createUser(app.strapi, { admin: true, ...(options.roles ? { roles: options.roles } : {}) });
  if (options.name)
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: user.id }, data: { name: options.name } });
  const agent = app.agent();
  await agent.loginOk(user.username, user.password);
  return { ...user, agent };
}

/** The body of an answer that must be a success (the answer's text names what went wrong). */
export function okBody<T>(res: { status: number; text: string; body: T }): T {
  expect(res.status, res.text).toBeLessThan(300);
  return res.body;
}

/** A multipart form of these fields, with a small PNG for each file field (field name -> file name). */
export async function formOf(fields: Record<string, string>, files: Record<string, string> = {}): Promise<FormData> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [field, file] of Object.entries(files))
    data.append(field, blob(await smallImage('png'), 'image/png'), file);
  return data;
}

let serial = 0;

/**
 * The cabinets a file makes through POST /api/admin/kabinet (named `prefix` and a unique tail, the founding cabinet's
 * structure copied), each deleted by `removeAll()` in the file's afterAll. One made another way is handed to `track`.
 */
export function cabinetsOf(admin: () => Agent, defaults: { prefix: string; period: string }) {
  const made: number[] = [];
  return {
    async create(fields: Record<string, string> = {}): Promise<Cabinet> {
      serial += 1;
      const data = await formOf(
        {
          name: `${defaults.prefix}${Date.now().toString(36)}${serial}`.toUpperCase(),
          period: defaults.period,
          tagline: 'Uji',
          name_meaning: 'Arti.',
          vision: 'Visi.',
          missions: JSON.stringify([{ title: 'Satu', text: 'Misi.' }]),
          copy_from: 'syvelta-2024-2025',
          ...fields,
        },
        { logo: 'logo.png' },
      );
      const cabinet = okBody(await admin().post<{ data: Cabinet }>('/api/admin/kabinet', data)).data;
      made.push(cabinet.id);
      return cabinet;
    },
    track(id: number) {
      made.push(id);
    },
    async removeAll() {
      for (const id of made.splice(0)) await admin().delete(`/api/admin/kabinet/${id}`);
    },
  };
}
