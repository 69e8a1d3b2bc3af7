import { describe, expect, it } from 'vitest';
import { PROKER_MESSAGES as M, checkProkerInput, isoDayOf } from '../proker-rules';

const base = { title: 'Kelas Belajar', department_id: '3', summary: 'Ringkasan' };

describe('checkProkerInput', () => {
  it('fills the defaults of a new program and cleans its texts', () => {
    expect(checkProkerInput({ ...base, title: '  Kelas \n Belajar ', pic: ' Divisi  A ' }, 'create')).toEqual({
      ok: true,
      values: {
        title: 'Kelas Belajar',
        kabinet_id: null,
        department_id: 3,
        status: 'rencana',
        progress: 0,
        pic: 'Divisi A',
        summary: 'Ringkasan',
      },
    });
  });

  it.each([
    [{ title: 'x'.repeat(151) }, 'title', M.titleTooLong],
    [{ title: '' }, 'title', M.titleRequired],
    [{ status: 'tunda' }, 'status', M.statusInvalid],
    [{ progress: 101 }, 'progress', M.progressInvalid],
    [{ progress: '-1' }, 'progress', M.progressInvalid],
    [{ progress: '4.5' }, 'progress', M.progressInvalid],
    [{ department_id: 'x' }, 'department_id', M.departmentUnknown],
    [{ department_id: '' }, 'department_id', M.departmentRequired],
    [{ starts_on: '2025-13-01' }, 'starts_on', M.startsInvalid],
    [{ ends_on: '01-02-2025' }, 'ends_on', M.endsInvalid],
    [{ starts_on: '2025-02-02', ends_on: '2025-02-01' }, 'ends_on', M.endsBeforeStart],
    [{ pic: 'p'.repeat(101) }, 'pic', M.picTooLong],
    [{ summary: 's'.repeat(501) }, 'summary', M.summaryTooLong],
    [{ content: 'a'.repeat(204801) }, 'content', M.contentTooLarge],
  ])('refuses %j', (change, field, message) => {
    const result = checkProkerInput({ ...base, ...change }, 'create');
    expect(result).toEqual({ ok: false, errors: { [field]: [message] } });
  });

  it('accepts the edges: progress 0 and 100, a one-day program', () => {
    expect(checkProkerInput({ progress: 100 }, 'update')).toEqual({ ok: true, values: { progress: 100 } });
    expect(checkProkerInput({ progress: '0' }, 'update')).toEqual({ ok: true, values: { progress: 0 } });
    const oneDay = checkProkerInput({ starts_on: '2025-02-01', ends_on: '2025-02-01' }, 'update');
    expect(oneDay.ok).toBe(true);
  });

  it('checks an end sent alone against the stored start, and an empty field clears it', () => {
    const stored = { starts_on: '2025-03-01', ends_on: '2025-03-31' };
    expect(checkProkerInput({ ends_on: '2025-02-01' }, 'update', stored)).toEqual({
      ok: false,
      errors: { ends_on: [M.endsBeforeStart] },
    });
    expect(checkProkerInput({ starts_on: '2025-04-01' }, 'update', stored).ok).toBe(false);
    expect(checkProkerInput({ ends_on: '', pic: '' }, 'update', stored)).toEqual({
      ok: true,
      values: { ends_on: null, pic: null },
    });
  });

  it('stores the sanitized content, and nothing for content without text', () => {
    const sanitize = (html: string) => html.replace(/<script>.*<\/script>/, '');
    expect(checkProkerInput({ content: '<p>a</p><script>x</script>' }, 'update', undefined, sanitize)).toEqual({
      ok: true,
      values: { content: '<p>a</p>' },
    });
    expect(checkProkerInput({ content: '<p> </p>' }, 'update')).toEqual({ ok: true, values: { content: '' } });
  });
});

describe('isoDayOf', () => {
  it('takes real days only', () => {
    expect(isoDayOf('2024-02-29')).toBe('2024-02-29');
    expect(isoDayOf('2025-02-29')).toBeNull();
    expect(isoDayOf('2025-2-1')).toBeNull();
  });
});
