/**
 * jsdom's Blob/File lack arrayBuffer(), text() and stream(). MSW turns an XMLHttpRequest's FormData into a fetch
 * Request, whose body reader calls stream() on each file: without it an upload never reaches the handler. This fills
 * them in through jsdom's own FileReader (test-only; browsers have them natively).
 */
import { File as NodeFile } from 'node:buffer';

function readAll(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const proto = Blob.prototype as Blob & Record<string, unknown>;
if (typeof proto.arrayBuffer !== 'function') {
  proto.arrayBuffer = function arrayBuffer(this: Blob) {
    return readAll(this);
  };
}
if (typeof proto.text !== 'function') {
  proto.text = async function text(this: Blob) {
    return new TextDecoder().decode(await readAll(this));
  };
}
if (typeof proto.stream !== 'function') {
  proto.stream = function stream(this: Blob) {
    const bytes = readAll(this);
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    });
  };
}

/**
 * MSW parses a multipart body with Node's fetch, whose files are Node's own (`File` or undici's `FileLike`), while
 * jsdom replaces the global `File`: the handlers' `value instanceof File` would miss every uploaded file. Anything
 * that is a file by its tag counts as one here.
 */
const JsdomFile = globalThis.File;
if (JsdomFile !== (NodeFile as unknown)) {
  const ownCheck = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(JsdomFile, Symbol.hasInstance, {
    configurable: true,
    value: (value: unknown) =>
      ownCheck.call(JsdomFile, value) ||
      value instanceof NodeFile ||
      Object.prototype.toString.call(value) === '[object File]',
  });
}
