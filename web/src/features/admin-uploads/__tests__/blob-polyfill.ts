/**
 * jsdom's Blob/File lack arrayBuffer(), text() and stream(). MSW turns an XMLHttpRequest's FormData into a fetch
 * Request, whose body reader calls stream() on each file: without it an upload never reaches the handler. This fills
 * them in through jsdom's own FileReader (test-only; browsers have them natively).
 */
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
    const blob = this;
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await readAll(blob)));
        controller.close();
      },
    });
  };
}

export {};
