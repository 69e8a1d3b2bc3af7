import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichTextEditor } from '@/components/admin/rich-text-editor';

// The real editor chunk cannot run in jsdom: here it fails to load, as a chunk can on a bad connection.
vi.mock('@/components/admin/tinymce-editor', () => {
  throw new Error('Loading chunk failed');
});

function Harness() {
  const [value, setValue] = useState('<p>Awal</p>');
  return (
    <>
      <RichTextEditor id="konten" label="Konten Berita" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows a labelled textarea with the value at once, and keeps it editable when the editor cannot load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Konten Berita' })).toHaveValue('<p>Awal</p>');
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Editor teks gagal dimuat:', expect.anything()));
    const textarea = screen.getByRole('textbox', { name: 'Konten Berita' });
    expect(textarea).toHaveValue('<p>Awal</p>');
    await user.type(textarea, ' lagi');
    expect(screen.getByTestId('value')).toHaveTextContent('<p>Awal</p> lagi');
  });
});
