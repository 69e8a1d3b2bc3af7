/**
 * TinyMCE does not run in jsdom: the admin screens' tests replace the editor wrapper with a plain textarea that keeps
 * its props (`vi.mock('@/components/admin/rich-text-editor', () => import('@/testing/rich-text-editor-stub'))`).
 */
import type { RichTextEditorProps } from '@/components/admin/rich-text-editor';

export function RichTextEditor({ id, label, value, onChange, disabled }: RichTextEditorProps) {
  return (
    <textarea
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
