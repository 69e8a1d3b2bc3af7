/**
 * The news content editor. The real editor (TinyMCE, self-hosted) is its own chunk, loaded only by the screens that
 * render this component (Tambah Berita, Edit Berita); until it arrives, and if it cannot load, a plain labelled
 * textarea edits the same value. Tests replace this module with a textarea (TinyMCE does not run in jsdom).
 */
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { noteActivity } from '@/lib/activity';
import styles from './admin.module.css';

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const TinyMceEditor = lazy(() => import('./tinymce-editor'));

function PlainEditor({ id, label, value, onChange, disabled, invalid, describedBy }: RichTextEditorProps) {
  return (
    <textarea
      id={id}
      className={styles.textarea}
      rows={12}
      aria-label={label}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A failed editor chunk leaves the plain textarea in place: the form stays usable. */
class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('Editor teks gagal dimuat:', error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function RichTextEditor({ onChange, ...rest }: RichTextEditorProps) {
  // typing inside the editor's frame is activity too (it keeps the admin session from its idle timeout)
  const props = { ...rest, onChange: (html: string) => (noteActivity(), onChange(html)) };
  const plain = <PlainEditor {...props} />;
  return (
    <EditorBoundary fallback={plain}>
      <Suspense fallback={plain}>
        <TinyMceEditor {...props} />
      </Suspense>
    </EditorBoundary>
  );
}
