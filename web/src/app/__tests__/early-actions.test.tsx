/**
 * What a visitor does on a server-drawn page before the app has taken it over (ADR 125): a button pressed is pressed
 * again once React has it; a form the app sends, sent early, is sent once React has it, with what was typed in it
 * before (the form's NeedsJavaScript hands that to React); a GET form goes natively. The page is drawn with React's
 * server renderer and taken over with hydrateRoot, as in the browser.
 */
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NeedsJavaScript } from '@/components/ui/needs-javascript';
import { holdEarlyActions, type EarlyActions } from '../early-actions';

function Page({ onSend }: { onSend: (values: { nama: string; pesan: string }) => void }) {
  const [open, setOpen] = useState(false);
  const [nama, setNama] = useState('');
  const [pesan, setPesan] = useState('');
  const [nim, setNim] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSend({ nama, pesan });
  }
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        Menu
      </button>
      <form onSubmit={submit} aria-label="Aspirasi">
        <NeedsJavaScript />
        <input aria-label="Nama" value={nama} onChange={(event) => setNama(event.target.value)} />
        <textarea aria-label="Pesan" value={pesan} onChange={(event) => setPesan(event.target.value)} />
        <input aria-label="NIM" value={nim} onChange={(event) => setNim(event.target.value)} />
        <button type="submit">Kirim</button>
      </form>
      <form role="search" method="get" action="/berita">
        <input aria-label="Cari" name="q" />
      </form>
    </>
  );
}

let container: HTMLElement;
let early: EarlyActions;
let root: Root | null = null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSend={() => undefined} />);
  document.body.append(container);
  early = holdEarlyActions(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  early.release();
  container.remove();
  delete document.documentElement.dataset.app;
  vi.useRealTimers();
});

const byLabel = <T extends Element>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;

/** The app takes the page over; the hold looks until it lets go. */
async function takeOver(onSend: (values: { nama: string; pesan: string }) => void) {
  await act(async () => {
    root = hydrateRoot(container, <Page onSend={onSend} />);
  });
  early.appStarted();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
}

function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

it('presses a button pressed before the take-over again once, after it', async () => {
  const menu = container.querySelector('button')!;
  menu.click();
  menu.click();
  expect(menu.getAttribute('aria-expanded')).toBe('false');
  await takeOver(() => undefined);
  // pressed once (the second press while waiting is not a wish to close it again)
  expect(menu.getAttribute('aria-expanded')).toBe('true');
  expect(document.documentElement.dataset.app).toBe('ready');
  // from now on React alone answers
  act(() => menu.click());
  expect(menu.getAttribute('aria-expanded')).toBe('false');
});

it('sends a form sent before the take-over once, after it, with what was typed before', async () => {
  const sent: Array<{ nama: string; pesan: string }> = [];
  type(byLabel('Nama'), 'Citra Lestari');
  type(byLabel('Pesan'), 'Wifi lab sering putus.');
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  byLabel<HTMLFormElement>('Aspirasi').dispatchEvent(submit);
  // not sent natively (its fields would go in the address)
  expect(submit.defaultPrevented).toBe(true);
  await takeOver((values) => sent.push(values));
  expect(sent).toEqual([{ nama: 'Citra Lestari', pesan: 'Wifi lab sering putus.' }]);
});

it('keeps what was typed before the take-over when a later field changes the form', async () => {
  const sent: Array<{ nama: string; pesan: string }> = [];
  type(byLabel('Nama'), 'Bima Sakti');
  await takeOver((values) => sent.push(values));
  // typing in another field draws the form again: the early name stays, in the field and in the state
  act(() => {
    const nim = byLabel<HTMLInputElement>('NIM');
    nim.value = '1302231002';
    nim.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(byLabel<HTMLInputElement>('Nama').value).toBe('Bima Sakti');
  act(() => byLabel<HTMLFormElement>('Aspirasi').requestSubmit());
  expect(sent).toEqual([{ nama: 'Bima Sakti', pesan: '' }]);
});

it('leaves a GET form to the browser', () => {
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  container.querySelector('form[role="search"]')!.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(false);
});

it('never sends a form the app sends natively, even when the app never takes it over', async () => {
  const early1 = new Event('submit', { bubbles: true, cancelable: true });
  byLabel<HTMLFormElement>('Aspirasi').dispatchEvent(early1);
  expect(early1.defaultPrevented).toBe(true);
  // the app started but took nothing over: after the hold gives up, the page is let go of
  early.appStarted();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(11_000);
  });
  expect(document.documentElement.dataset.app).toBe('ready');
  const later = new Event('submit', { bubbles: true, cancelable: true });
  byLabel<HTMLFormElement>('Aspirasi').dispatchEvent(later);
  expect(later.defaultPrevented).toBe(true);
});

it('leaves a form React has taken over to React once the hold has let go: sent once', async () => {
  const sent: Array<{ nama: string; pesan: string }> = [];
  await takeOver((values) => sent.push(values));
  expect(document.documentElement.dataset.app).toBe('ready');
  const submit = new Event('submit', { bubbles: true, cancelable: true });
  act(() => byLabel<HTMLFormElement>('Aspirasi').dispatchEvent(submit));
  expect(sent).toHaveLength(1);
  expect(submit.defaultPrevented).toBe(true);
});
