import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockApi, renderAt } from '@travel/shell/testing';
import { saveNote, type AdminBookingDetail } from '../../../api/booking-actions';
import { BookingActionForm, type BookingActionFormProps } from './booking-action-form';

let server: MockApi;
beforeEach(() => {
  server = mockApi();
});

const saved = { kind: 'tour', note: 'Window seat' } as AdminBookingDetail;

function renderForm(onDone: BookingActionFormProps['onDone'] = jest.fn()) {
  renderAt(
    <BookingActionForm
      title="Internal note"
      send={() => saveNote('TB-7K3Q9X', 'Window seat')}
      failure="Failed to save the note. Please try again."
      submitLabel="Save note"
      busyText="Saving..."
      onDone={onDone}
    >
      <p>Fields</p>
    </BookingActionForm>,
  );
  return onDone;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Save note' }));

describe('BookingActionForm', () => {
  it('sends on submit, toasts the server message and hands on the booking', async () => {
    server.on('PUT /api/admin/bookings/TB-7K3Q9X/note', {
      status: 200,
      data: { message: 'Note saved.', data: saved },
    });
    const onDone = renderForm();
    expect(screen.getByRole('heading', { name: 'Internal note' })).toBeInTheDocument();
    expect(screen.getByText('Fields')).toBeInTheDocument();

    await submit();
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith(saved);
    expect(server.requests.at(-1)!.body).toEqual({ note: 'Window seat' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's reason as an alert and does not hand anything on", async () => {
    server.on('PUT /api/admin/bookings/TB-7K3Q9X/note', {
      status: 409,
      data: { message: 'The booking was cancelled meanwhile.' },
    });
    const onDone = renderForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The booking was cancelled meanwhile.',
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save note' })).toBeEnabled();
  });

  it('shows the busy text on a disabled button while the request is out', async () => {
    server.on('PUT /api/admin/bookings/TB-7K3Q9X/note', { pending: true });
    renderForm();
    await submit();
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('falls back to its own text when the server gives no reason', async () => {
    server.on('PUT /api/admin/bookings/TB-7K3Q9X/note', { status: 500, data: {} });
    renderForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to save the note. Please try again.',
    );
  });
});
