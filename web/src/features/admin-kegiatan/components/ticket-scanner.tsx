/**
 * The phone's camera reading QR tickets at the door (ADR 100): the browser's own `BarcodeDetector` where it exists,
 * the jsQR decoder otherwise (loaded only then). Each code read is handed to `onCode` once (the same code again within
 * a few seconds is the same person still in front of the camera). The camera stops when the screen is left.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './attendance.module.css';

interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** The same code within this long is not a new scan. */
const SAME_CODE_MS = 4000;
const FRAME_MS = 200;

const SCANNER_TEXTS = {
  start: 'Mulai kamera',
  stop: 'Hentikan kamera',
  starting: 'Membuka kamera...',
  noCamera: 'Kamera tidak dapat dibuka. Izinkan akses kamera, atau cari peserta dengan nama atau NIM di bawah.',
  video: 'Pratinjau kamera untuk memindai tiket',
} as const;

async function makeDecoder(): Promise<(video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const detector = new native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(video, 0, 0, width, height);
    const image = context.getImageData(0, 0, width, height);
    return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

export function TicketScanner({ onCode, busy }: { onCode: (code: string) => void; busy: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const last = useRef<{ code: string; at: number } | null>(null);
  const busyRef = useRef(busy);
  busyRef.current = busy;
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState((current) => (current === 'failed' ? current : 'off'));
  }, []);

  useEffect(() => stop, [stop]);

  async function start() {
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      stream.current = media;
      const element = video.current!;
      element.srcObject = media;
      await element.play();
      const decode = await makeDecoder();
      canvas.current ??= document.createElement('canvas');
      setState('on');
      const tick = async () => {
        if (!stream.current) return;
        if (!busyRef.current) {
          const code = await decode(element, canvas.current!).catch(() => null);
          const now = Date.now();
          if (code && !(last.current?.code === code && now - last.current.at < SAME_CODE_MS)) {
            last.current = { code, at: now };
            onCode(code);
          }
        }
        timer.current = window.setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    } catch (error) {
      console.error('Kamera tidak dapat dibuka', error);
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
      setState('failed');
    }
  }

  const on = state === 'on' || state === 'starting';
  return (
    <div>
      <video ref={video} muted playsInline aria-label={SCANNER_TEXTS.video} hidden={!on} className={styles.video} />
      {state === 'failed' && (
        <p role="alert" className={styles.failed}>
          {SCANNER_TEXTS.noCamera}
        </p>
      )}
      <button
        type="button"
        className={`btn ${styles.big}`}
        onClick={() => (on ? stop() : void start())}
        disabled={state === 'starting'}
      >
        {state === 'starting' ? SCANNER_TEXTS.starting : on ? SCANNER_TEXTS.stop : SCANNER_TEXTS.start}
      </button>
    </div>
  );
}
