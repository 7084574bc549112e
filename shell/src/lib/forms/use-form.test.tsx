import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../http/http-error';
import { TextField } from './field';
import { FormMessage } from './form-message';
import { formCheck, FormChecker, requiredFieldsMessage } from './form-check';
import { useForm } from './use-form';

type Values = { name: string; email: string; tickets: string };

const refusal = (data: unknown) =>
  new HttpError('Request failed', { method: 'POST', url: '/api/x' } as never, {
    status: 400,
    data,
    headers: new Headers(),
  });

function checkValues(values: Values) {
  const check = new FormChecker<keyof Values>();
  check.require('name', values.name.trim() !== '', 'Please enter your name');
  if (check.require('tickets', values.tickets !== '', 'Please enter the number of tickets')) {
    check.refuse('tickets', Number(values.tickets) >= 1 ? null : 'Please book at least 1 ticket');
  }
  return check.result();
}

function Form({ send }: { send: (values: Values) => Promise<string> }) {
  const form = useForm<Values, string>({
    initial: { name: '', email: '', tickets: '1' },
    check: checkValues,
    send,
    onSent: (answer) => answer,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <TextField label="Email" {...form.field('email')} />
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Tickets" {...form.field('tickets')} />
      <FormMessage error={form.problem ?? form.refusal} success={form.success} />
      <button type="submit" disabled={form.busy}>
        Send
      </button>
    </form>
  );
}

describe('useForm', () => {
  it('marks every broken field on submit, focuses the first the check met, and sends nothing', async () => {
    const send = jest.fn(async () => 'Sent');
    render(<Form send={send} />);
    await userEvent.clear(screen.getByLabelText('Tickets'));
    await userEvent.type(screen.getByLabelText('Tickets'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Tickets')).toHaveAccessibleDescription(
      'Please book at least 1 ticket',
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(requiredFieldsMessage());
    expect(send).not.toHaveBeenCalled();

    // Each message goes with its cause, the summary too (nothing is empty now); the others stay.
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.getByLabelText('Name')).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tickets')).toBeInvalid();
  });

  it('sends a form that passes and shows what onSent returns', async () => {
    render(<Form send={async (values) => `Booked for ${values.name}`} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Booked for Ada');
  });

  it('puts the server field errors beside their fields until those fields change', async () => {
    const send = jest.fn(async (): Promise<string> => {
      throw refusal({
        message: 'Invalid',
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      });
    });
    render(<Form send={send} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@x');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'm');
    expect(screen.getByLabelText('Email')).toBeInvalid();
    await userEvent.type(screen.getByLabelText('Email'), '.org');
    expect(screen.getByLabelText('Email')).toBeValid();
  });

  it("shows a refusal no field explains until the form changes, with the server's words", async () => {
    const send = jest.fn(async (): Promise<string> => {
      throw refusal({ message: 'Sold out', errors: [{ field: 'cost', message: 'Cost changed' }] });
    });
    render(<Form send={send} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cost changed');
    await userEvent.type(screen.getByLabelText('Name'), 'm');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('formCheck', () => {
  it("keeps each field's first broken rule, in the order listed", () => {
    expect(
      formCheck(
        null,
        { field: 'image', message: 'Please upload an image' },
        { field: 'title', message: 'Title is required' },
        { field: 'image', message: 'Only image files are allowed' },
      ),
    ).toEqual({
      errors: { image: 'Please upload an image', title: 'Title is required' },
      summary: 'Please upload an image',
    });
    expect(formCheck()).toEqual({ errors: {}, summary: null });
  });
});
