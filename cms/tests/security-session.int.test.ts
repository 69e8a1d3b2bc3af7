/**
 * Sessions and CSRF (docs/decisions/011-session-bound-csrf-and-secure-cookies.md): the CSRF token is bound to the
 * browser's session, cookies are Secure whenever PUBLIC_URL is https, and a password change or a block made in
 * Strapi's dashboard ends that user's sessions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Agent, createUser, startTestApp, type TestApp } from './helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const aspiration = () => ({ kategori: 'Saran', pesan: `uji csrf ${Math.random()}`, isAnonim: true });
const SESSION_EXPIRED = 'Sesi halaman kedaluwarsa. Muat ulang halaman lalu coba lagi.';

describe('the CSRF token is bound to the session', () => {
  it("refuses another visitor's validly signed token (cookie and header both set to it)", async () => {
    const victim = app.agent();
    const token = await victim.csrf();
    const attacker = app.agent();
    await attacker.csrf(); // has its own pre-session
    attacker.setCookie('XSRF-TOKEN', token);
    const res = await attacker.post('/api/aspirasi', aspiration());
    expect(res.status).toBe(419);
    expect(res.body.message).toBe(SESSION_EXPIRED);
    // the victim's own request with it passes
    expect((await victim.post('/api/aspirasi', aspiration())).status).toBe(201);
  });

  it('refuses a token with no pre-session or session to bind to', async () => {
    const a = app.agent();
    const token = await a.csrf();
    a.deleteCookie('hmrpl_presession');
    expect((await a.post('/api/aspirasi', aspiration(), { xsrf: token })).status).toBe(419);
  });

  it('the pre-session cookie is httpOnly and SameSite=Lax, so scripts cannot read what the token is bound to', async () => {
    const res = await app.agent().get('/sanctum/csrf-cookie');
    const pre = res.cookies.hmrpl_presession;
    expect(pre.httpOnly).toBe(true);
    expect(pre.sameSite).toBe('lax');
    expect(res.cookies['XSRF-TOKEN'].httpOnly).toBe(false);
  });

  it("after login the pre-login token and another admin's token are refused; the rotated one works", async () => {
    const a = app.agent();
    const preLogin = await a.csrf();
    expect((await a.login()).status).toBe(200);
    const rotated = a.cookie('XSRF-TOKEN')!;
    expect(rotated).not.toBe(preLogin);
    const other = app.agent();
    await other.loginOk();
    const othersToken = other.cookie('XSRF-TOKEN')!;

    for (const token of [preLogin, othersToken]) {
      a.setCookie('XSRF-TOKEN', token);
      const res = await a.post('/api/logout');
      expect(res.status).toBe(419);
      expect((await a.get('/api/me')).status).toBe(200);
    }
    a.setCookie('XSRF-TOKEN', rotated);
    expect((await a.post('/api/logout')).status).toBe(200);
  });

  it('after logout the old session token is refused and the new pre-session token works', async () => {
    const a = app.agent();
    await a.loginOk();
    const sessionToken = a.cookie('XSRF-TOKEN')!;
    const out = await a.post('/api/logout');
    expect(out.status).toBe(200);
    const fresh = a.cookie('XSRF-TOKEN')!;
    a.setCookie('XSRF-TOKEN', sessionToken);
    expect((await a.post('/api/aspirasi', aspiration())).status).toBe(419);
    a.setCookie('XSRF-TOKEN', fresh);
    expect((await a.post('/api/aspirasi', aspiration())).status).toBe(201);
  });
});

describe('Secure cookies behind an https proxy', () => {
  it('with PUBLIC_URL https, every cookie is Secure even without TRUST_PROXY headers', async () => {
    const before = app.strapi.config.get('server.url');
    app.strapi.config.set('server.url', 'https://hmrpl.uji');
    try {
      const a = app.agent();
      const csrf = await a.get('/sanctum/csrf-cookie'); // plain http hop, no X-Forwarded-Proto
      expect(csrf.status).toBe(204);
      expect(csrf.cookies['XSRF-TOKEN'].secure).toBe(true);
      expect(csrf.cookies.hmrpl_presession.secure).toBe(true);
      const login = await a.login();
      expect(login.status).toBe(200);
      expect(login.cookies.hmrpl_session.secure).toBe(true);
      expect(login.cookies['XSRF-TOKEN'].secure).toBe(true);
      const out = await a.post('/api/logout');
      expect(out.status).toBe(200);
      expect(out.cookies.hmrpl_session.secure).toBe(true);
    } finally {
      app.strapi.config.set('server.url', before);
    }
  });

  it('without PUBLIC_URL and without a forwarded https, cookies are not Secure (plain http development works)', async () => {
    const res = await app.agent().get('/sanctum/csrf-cookie');
    expect(res.cookies['XSRF-TOKEN'].secure).toBe(false);
  });
});

describe('a password change or a block ends the sessions', () => {
  const userUid = 'plugin::users-permissions.user';

  async function signedIn() {
    const user = await createUser(app.strapi, { admin: true });
    const a = app.agent();
    await a.csrf();
    const res = await a.post('/api/login', { email: user.username, password: user.password });
    expect(res.status).toBe(200);
    expect((await a.get('/api/me')).status).toBe(200);
    const row = (await app.strapi.db.query(userUid).findOne({ where: { id: user.id }, select: ['documentId'] })) as {
      documentId: string;
    };
    return { user, a, documentId: row.documentId };
  }

  it('a password change through the Document Service (what /cms saves with) revokes every live session', async () => {
    const { user, a, documentId } = await signedIn();
    const second = app.agent();
    await second.csrf();
    expect((await second.post('/api/login', { email: user.username, password: user.password })).status).toBe(200);
    await app.strapi.documents(userUid as any).update({ documentId, data: { password: 'Sandi-Baru-2025!' } as any });
    expect((await a.get('/api/me')).status).toBe(401);
    expect((await second.get('/api/me')).status).toBe(401);
    // the new password works
    const again = app.agent();
    await again.csrf();
    expect((await again.post('/api/login', { email: user.username, password: 'Sandi-Baru-2025!' })).status).toBe(200);
  });

  it('a block revokes the sessions for good: unblocking does not bring them back', async () => {
    const { a, documentId } = await signedIn();
    const cookie = a.cookie('hmrpl_session')!;
    await app.strapi.documents(userUid as any).update({ documentId, data: { blocked: true } as any });
    expect((await a.get('/api/me')).status).toBe(401);
    await app.strapi.documents(userUid as any).update({ documentId, data: { blocked: false } as any });
    a.setCookie('hmrpl_session', cookie); // the 401 cleared it from the jar: replay it as an attacker would
    expect((await a.get('/api/me')).status).toBe(401);
  });

  it('saving the user in the /cms Content Manager over HTTP with a new password revokes the sessions', async () => {
    const { a, documentId } = await signedIn();
    const email = `cm-${Date.now()}@hmrpl.uji`;
    const password = 'SuperUji-2025!';
    const superAdmin = (await app.strapi.db
      .query('admin::role')
      .findOne({ where: { code: 'strapi-super-admin' } })) as { id: number };
    const hashed = await app.strapi.service('admin::auth').hashPassword(password);
    await app.strapi.db.query('admin::user').create({
      data: {
        email,
        firstname: 'Uji',
        lastname: 'CM',
        password: hashed,
        isActive: true,
        blocked: false,
        roles: [superAdmin.id],
      },
    });
    const dash = new Agent(app.baseUrl);
    const login = await dash.post('/admin/login', { email, password }, { xsrf: false });
    expect(login.status).toBe(200);
    const auth = { Authorization: `Bearer ${login.body.data.token}` };
    const res = await dash.put(
      `/content-manager/collection-types/${userUid}/${documentId}`,
      { password: 'Dari-Dasbor-2025!' },
      { xsrf: false, headers: auth },
    );
    expect(res.status).toBe(200);
    expect((await a.get('/api/me')).status).toBe(401);
    const made = (await app.strapi.db.query('admin::user').findOne({ where: { email }, select: ['id'] })) as {
      id: number;
    };
    await app.strapi.db.query('admin::user').delete({ where: { id: made.id } });
  });

  it('saving other fields keeps the sessions', async () => {
    const { a, documentId } = await signedIn();
    await app.strapi.documents(userUid as any).update({ documentId, data: { name: 'Nama Baru' } as any });
    expect((await a.get('/api/me')).status).toBe(200);
  });
});

void Agent;
