/**
 * The upload and body limits live in one place (limits.ts): the body parser and the upload plugin enforce those very
 * numbers, the streaming check cuts at them, and every 413 names the limit that applied. A copy that disagrees fails.
 */
import { describe, expect, it } from 'vitest';
import middlewares from '../../../../config/middlewares';
import plugins from '../../../../config/plugins';
import { MESSAGES } from '../../http/errors';
import { BODY_LIMITS, LIMIT_MESSAGES, UPLOAD_LIMITS, formatLimit } from '../limits';

const env = Object.assign((_key: string, fallback?: unknown) => fallback, {
  array: (_key: string, fallback?: unknown) => fallback,
  int: (_key: string, fallback?: unknown) => fallback,
  bool: (_key: string, fallback?: unknown) => fallback,
});
type Params = Parameters<typeof plugins>[0];
const params = { env } as Params;

interface FakeForm {
  error: unknown;
  headers: object;
  _error(error: Error): void;
}
interface FakeFile {
  filepath: string;
  write(buffer: Buffer, cb: () => void): void;
}

interface BodyConfig {
  jsonLimit: number;
  formLimit: number;
  textLimit: number;
  formidable: {
    maxFileSize: number;
    maxFields: number;
    maxFieldsSize: number;
    onFileBegin: (this: FakeForm, field: string, file: FakeFile) => void;
  };
}

const body = () =>
  (middlewares(params) as Array<string | { name: string; config: BodyConfig }>).find(
    (entry): entry is { name: string; config: BodyConfig } =>
      typeof entry === 'object' && entry.name === 'strapi::body',
  )!.config;

/** Streams `bytes` into a file through the installed onFileBegin hook; true when the parse was failed. */
function streamThrough(onFileBegin: BodyConfig['formidable']['onFileBegin'], bytes: number): boolean {
  const form: FakeForm = {
    error: undefined,
    headers: {},
    _error(error: Error) {
      this.error = error;
    },
  };
  const file: FakeFile = { filepath: '/tmp/x', write: (_b, cb) => cb() };
  onFileBegin.call(form, 'image', file);
  const chunk = 1024 * 1024;
  for (let sent = 0; sent < bytes && !form.error; sent += chunk)
    file.write(Buffer.alloc(Math.min(chunk, bytes - sent)), () => {});
  return Boolean(form.error);
}

describe('upload limits in one place', () => {
  it('are the contract limits, and the messages name them', () => {
    expect(UPLOAD_LIMITS).toEqual({ maxFileBytes: 25 * 1024 * 1024, maxFiles: 20, maxLongSide: 2560 });
    expect(MESSAGES.payloadTooLarge).toBe(`Ukuran berkas melebihi ${formatLimit(UPLOAD_LIMITS.maxFileBytes)}.`);
    expect(LIMIT_MESSAGES.tooManyFiles).toContain(`Maksimal ${UPLOAD_LIMITS.maxFiles} berkas`);
    expect(LIMIT_MESSAGES.fieldsTooLarge(BODY_LIMITS.jsonBytes)).toBe('Isian formulir melebihi 256 KB.');
    expect(formatLimit(2 * 1024 * 1024)).toBe('2 MB');
  });

  it('are what the upload plugin and the body parser enforce', () => {
    expect(plugins(params).upload.config.sizeLimit).toBe(UPLOAD_LIMITS.maxFileBytes);
    const config = body();
    expect(config.jsonLimit).toBe(BODY_LIMITS.jsonBytes);
    expect(config.formLimit).toBe(BODY_LIMITS.formBytes);
    expect(config.textLimit).toBe(BODY_LIMITS.textBytes);
    expect(config.formidable.maxFileSize).toBe(UPLOAD_LIMITS.maxFiles * UPLOAD_LIMITS.maxFileBytes);
    expect(config.formidable.maxFieldsSize).toBe(BODY_LIMITS.multipartFieldsBytes);
    expect(config.formidable.maxFields).toBe(BODY_LIMITS.multipartFields);
  });

  it('the streaming check installed in the body parser cuts a file just over the limit, not at it', () => {
    const { onFileBegin } = body().formidable;
    expect(streamThrough(onFileBegin, UPLOAD_LIMITS.maxFileBytes)).toBe(false);
    expect(streamThrough(onFileBegin, UPLOAD_LIMITS.maxFileBytes + 1)).toBe(true);
  });
});
