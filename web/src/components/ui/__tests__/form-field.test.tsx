import { render, screen } from '@testing-library/react';
import { FormField } from '../form-field';

describe('FormField', () => {
  it('labels the control and leaves it valid and undescribed without a hint or an error', () => {
    render(
      <FormField id="f-nama" label="Nama">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Nama');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control by its hint, its own descriptions, then its error; marks it invalid', () => {
    render(
      <FormField
        id="f-pesan"
        label="Pesan"
        hint="Singkat saja."
        error="Pesan terlalu panjang."
        describedBy={['f-count']}
      >
        {(control) => (
          <>
            <textarea {...control} />
            <p id="f-count">12/10 karakter</p>
          </>
        )}
      </FormField>,
    );
    const textarea = screen.getByLabelText('Pesan');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Singkat saja. 12/10 karakter Pesan terlalu panjang.');
    // not announced unless asked
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the error when asked (the admin forms)', () => {
    render(
      <FormField id="f-judul" label="Judul" error="Judul wajib diisi." announce>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Judul wajib diisi.');
    expect(screen.getByLabelText('Judul')).toHaveAccessibleDescription('Judul wajib diisi.');
  });
});
