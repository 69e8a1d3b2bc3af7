/**
 * The hostile corpus (cms/tests/fixtures/hostile/xss.json, the file the CMS suite stores) in every text of a cabinet,
 * its structure, its members and an admin account: the public pages and the admin screens show each as text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { db, signInAsAdmin } from '@/testing/msw/db';

const corpusFile = path.resolve(__dirname, '../../../../../cms/tests/fixtures/hostile/xss.json');
const PAYLOADS = (JSON.parse(readFileSync(corpusFile, 'utf8')) as { payloads: string[] }).payloads;

/** Nothing the payloads carry became an element or an attribute that can run script (the screens' own forms aside). */
function expectInert(root: ParentNode) {
  expect(root.querySelectorAll('script, iframe, object, embed, math, base, meta, link, style, template')).toHaveLength(
    0,
  );
  for (const el of Array.from(root.querySelectorAll('*')))
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name).not.toMatch(/^on/i);
      if (['href', 'src', 'srcset'].includes(attr.name))
        expect(attr.value.trim()).not.toMatch(/^(?:javascript|vbscript):/i);
      // an image may be a data: URL (the association's logo is inlined by the build); a link may not
      if (attr.name === 'href') expect(attr.value.trim()).not.toMatch(/^data:/i);
    }
}

function hostileCabinet() {
  const cabinet = db.cabinets[0]!;
  const at = (i: number) => PAYLOADS[i % PAYLOADS.length]!;
  cabinet.tagline = at(0);
  cabinet.name_meaning = at(1);
  cabinet.vision = at(2);
  cabinet.missions = PAYLOADS.slice(0, 10).map((payload, i) => ({ title: payload.slice(0, 100), text: at(i + 3) }));
  cabinet.structure_path = null;
  cabinet.departments.forEach((department, i) => {
    department.name = `${at(i).slice(0, 50)} ${i}`;
    department.divisions.forEach((division, j) => (division.name = `${at(i + j + 4).slice(0, 50)} ${j}`));
    const people = [department.head, ...department.members, ...department.divisions.flatMap((d) => d.members)];
    people.forEach((member, j) => {
      if (!member) return;
      member.nama = at(i * 7 + j);
      member.jabatan = at(i * 7 + j + 1);
      member.image_path = j % 2 ? null : member.image_path;
    });
  });
  return cabinet;
}

describe(`hostile corpus (${PAYLOADS.length} payloads) in the cabinet`, () => {
  it('/tentang shows every text as text', async () => {
    const cabinet = hostileCabinet();
    renderRoute('/tentang');
    await screen.findByRole('tablist', { name: 'Kategori pengurus' });
    expect(screen.getAllByText(cabinet.vision.trim(), { normalizer: (s) => s.trim() }).length).toBeGreaterThan(0);
    expectInert(document.body);
  });

  it('the admin screens show every text as text', async () => {
    hostileCabinet();
    db.users[0]!.name = PAYLOADS[0]!;
    signInAsAdmin();
    for (const route of [
      '/admin/anggota',
      '/admin/struktur',
      `/admin/kabinet/edit/${db.cabinets[0]!.id}`,
      '/admin/pengguna',
    ]) {
      const { unmount } = renderRoute(route);
      await screen.findByRole('heading', { level: 1 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expectInert(document.body);
      unmount();
    }
  });
});
