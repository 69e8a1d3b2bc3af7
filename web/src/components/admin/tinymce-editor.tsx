/**
 * TinyMCE bundled from the `tinymce` package (nothing is fetched from a cloud): core, theme, model, icons, the lists
 * plugin, and the skins registered as resources, so no stylesheet URL is requested either.
 */
import 'tinymce/tinymce';
import 'tinymce/models/dom/model';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
import 'tinymce/plugins/lists';
import 'tinymce/skins/ui/oxide/skin.js';
import 'tinymce/skins/ui/oxide/content.js';
import 'tinymce/skins/content/default/content.js';
import { Editor } from '@tinymce/tinymce-react';
import type { RichTextEditorProps } from './rich-text-editor';
import { EDITOR_COLOR_MAP } from './editor-colors';

export const EDITOR_TOOLBAR =
  'undo redo | blocks | bold italic forecolor | alignleft aligncenter alignright alignjustify | bullist numlist outdent indent | removeformat';

export default function TinyMceEditor({ id, label, value, onChange, disabled }: RichTextEditorProps) {
  return (
    <Editor
      id={id}
      licenseKey="gpl"
      value={value}
      onEditorChange={(html) => onChange(html)}
      disabled={disabled}
      init={{
        height: 300,
        menubar: false,
        plugins: ['lists'],
        toolbar: EDITOR_TOOLBAR,
        skin: 'oxide',
        content_css: 'default',
        branding: false,
        promotion: false,
        // no status bar: its resize handle carries an aria-label that its role does not allow (axe:
        // aria-prohibited-attr), and with no element path or branding the bar would be empty anyway
        statusbar: false,
        resize: false,
        elementpath: false,
        iframe_aria_text: label,
        // only colours readable on the article's white: no custom colour picker
        color_map: EDITOR_COLOR_MAP,
        custom_colors: false,
        block_formats: 'Paragraf=p; Judul 2=h2; Judul 3=h3; Judul 4=h4; Kutipan=blockquote',
        content_style:
          'body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; font-size: 16px; }',
      }}
    />
  );
}
