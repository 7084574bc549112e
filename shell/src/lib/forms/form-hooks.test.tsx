import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField, useSessionDraft } from './index';

describe('useSessionDraft', () => {
  type Draft = { name: string; tickets: string; extras: boolean };
  const EMPTY: Draft = { name: '', tickets: '1', extras: false };

  function Form({ draftKey = 'draft:test', onDone }: { draftKey?: string; onDone?: () => void }) {
    const [form, setForm] = useState<Draft>(EMPTY);
    const { clear } = useSessionDraft(draftKey, form, setForm);
    return (
      <form>
        <TextField
          label="Name"
          name="name"
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <TextField
          label="Tickets"
          name="tickets"
          value={form.tickets}
          onChange={(e) => setForm({ ...form, tickets: e.target.value })}
        />
        <button
          type="button"
          onClick={() => {
            clear();
            onDone?.();
          }}
        >
          Booked
        </button>
      </form>
    );
  }

  it('brings a half-filled form back when the page is visited again', async () => {
    const { unmount } = render(<Form />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.clear(screen.getByLabelText('Tickets'));
    await userEvent.type(screen.getByLabelText('Tickets'), '3');
    unmount();

    render(<Form />);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Tickets')).toHaveValue('3');
  });

  it('keeps nothing for a form never touched, and one draft per key', async () => {
    const { unmount } = render(<Form draftKey="draft:a" />);
    expect(sessionStorage.getItem('draft:a')).toBeNull();
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    unmount();
    render(<Form draftKey="draft:b" />);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('takes only the fields the form has, with their types, from a stored draft', () => {
    sessionStorage.setItem('draft:test', JSON.stringify({ name: 'Ada', tickets: 7, other: 'x' }));
    render(<Form />);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Tickets')).toHaveValue('1');
  });

  it('starts afresh after clear', async () => {
    const { unmount } = render(<Form />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Booked' }));
    unmount();
    render(<Form />);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
