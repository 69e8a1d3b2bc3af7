import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_MESSAGES as M,
  activityTimeParam,
  checkActivityInput as checkWith,
  isHttpsUrl,
} from '../activity-input';
import { sanitizeNewsHtml } from '../sanitize-html';

/** The rules as the server runs them: the description through the HTML allow-list. */
const checkActivityInput = (...[input, mode, current]: Parameters<typeof checkWith>) =>
  checkWith(input, mode, current, sanitizeNewsHtml);

const valid = {
  title: 'Workshop React',
  starts_at: '2030-03-01T09:00',
  ends_at: '2030-03-01T12:00',
  place: 'Lab RPL',
  summary: 'Belajar React dari nol.',
  content: '<p>Bawa laptop.</p>',
  registration_url: 'https://forms.example.org/daftar',
};

describe('checkActivityInput', () => {
  it('cleans a valid new activity: times read in Asia/Jakarta, HTML sanitized, one-line title and place', () => {
    const result = checkActivityInput(
      {
        ...valid,
        title: '  Workshop\r\n React\t2030 ',
        content: '<p onclick="x()">Bawa <script>x</script>laptop.</p>',
      },
      'create',
    );
    expect(result).toEqual({
      ok: true,
      values: {
        title: 'Workshop React 2030',
        starts_at: new Date('2030-03-01T02:00:00.000Z'),
        ends_at: new Date('2030-03-01T05:00:00.000Z'),
        place: 'Lab RPL',
        summary: 'Belajar React dari nol.',
        content: '<p>Bawa laptop.</p>',
        registration_url: 'https://forms.example.org/daftar',
      },
    });
  });

  it('requires title, start, summary and description on create, each naming its field', () => {
    expect(checkActivityInput({}, 'create')).toEqual({
      ok: false,
      errors: {
        title: [M.titleRequired],
        starts_at: [M.startsRequired],
        summary: [M.summaryRequired],
        content: [M.contentRequired],
      },
    });
  });

  it('refuses an end before (or at) the start, a bad time, and a non-https registration link', () => {
    const bad = checkActivityInput(
      { ...valid, ends_at: '2030-03-01T08:59', registration_url: 'http://forms.example.org/daftar' },
      'create',
    );
    expect(bad).toEqual({
      ok: false,
      errors: { ends_at: [M.endsBeforeStart], registration_url: [M.registrationUrlInvalid] },
    });
    expect(checkActivityInput({ ...valid, ends_at: valid.starts_at }, 'create')).toMatchObject({
      errors: { ends_at: [M.endsBeforeStart] },
    });
    expect(checkActivityInput({ ...valid, starts_at: '2030-02-30T09:00' }, 'create')).toMatchObject({
      errors: { starts_at: [M.startsInvalid] },
    });
  });

  it('on edit checks a lone end against the stored start (and a lone start against the stored end)', () => {
    const current = { starts_at: new Date('2030-03-01T02:00:00Z'), ends_at: new Date('2030-03-01T05:00:00Z') };
    expect(checkActivityInput({ ends_at: '2030-03-01T08:00' }, 'update', current)).toMatchObject({
      errors: { ends_at: [M.endsBeforeStart] },
    });
    expect(checkActivityInput({ starts_at: '2030-03-01T13:00' }, 'update', current)).toMatchObject({
      errors: { ends_at: [M.endsBeforeStart] },
    });
    // clearing the end always works; nothing else is touched
    expect(checkActivityInput({ ends_at: '' }, 'update', current)).toEqual({ ok: true, values: { ends_at: null } });
  });

  it('bounds lengths in characters as a reader counts them', () => {
    expect(checkActivityInput({ ...valid, title: '🎉'.repeat(255) }, 'create').ok).toBe(true);
    expect(checkActivityInput({ ...valid, title: 'a'.repeat(256) }, 'create')).toMatchObject({
      errors: { title: [M.titleTooLong] },
    });
    expect(checkActivityInput({ ...valid, place: 'a'.repeat(256) }, 'create')).toMatchObject({
      errors: { place: [M.placeTooLong] },
    });
    expect(checkActivityInput({ ...valid, summary: 'a'.repeat(501) }, 'create')).toMatchObject({
      errors: { summary: [M.summaryTooLong] },
    });
    expect(checkActivityInput({ ...valid, content: `<p>${'a'.repeat(204800)}</p>` }, 'create')).toMatchObject({
      errors: { content: [M.contentTooLarge] },
    });
    expect(checkActivityInput({ ...valid, content: '<script>alert(1)</script>' }, 'create')).toMatchObject({
      errors: { content: [M.contentEmptyAfterSanitize] },
    });
  });
});

describe('checkActivityInput before the sanitizer (the admin form, the fixtures)', () => {
  it('keeps the description as sent, and calls one that shows nothing not filled in', () => {
    expect(checkWith(valid, 'create')).toMatchObject({ ok: true, values: { content: '<p>Bawa laptop.</p>' } });
    for (const content of ['', '  ', '<p></p>', '<p>&nbsp;</p><p><br></p>'])
      expect(checkWith({ ...valid, content }, 'create'), content).toEqual({
        ok: false,
        errors: { content: [M.contentRequired] },
      });
    expect(checkWith({ ...valid, content: '<p><img src="/storage/a.webp"></p>' }, 'create')).toMatchObject({
      ok: true,
    });
  });
});

describe('isHttpsUrl', () => {
  it('accepts absolute https addresses only', () => {
    expect(isHttpsUrl('https://forms.gle/abc')).toBe(true);
    for (const url of [
      'http://forms.gle/abc',
      'javascript:alert(1)',
      'https://',
      'https:/forms.gle',
      '//forms.gle/abc',
      'forms.gle/abc',
      'https://user:pass@forms.gle/abc',
      'https://forms.gle/a b',
      'data:text/html,<script>',
    ]) {
      expect(isHttpsUrl(url), url).toBe(false);
    }
  });
});

describe('activityTimeParam', () => {
  it('reads lampau, and anything else as mendatang', () => {
    expect([activityTimeParam('lampau'), activityTimeParam(['lampau', 'x'])]).toEqual(['lampau', 'lampau']);
    expect([undefined, '', 'LAMPAU', 'mendatang', ['x']].map(activityTimeParam)).toEqual(Array(5).fill('mendatang'));
  });
});
