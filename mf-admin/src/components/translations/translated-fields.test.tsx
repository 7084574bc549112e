import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField, useForm, formCheck } from '@travel/shell/forms';
import { TranslatedFields } from './translated-fields';
import {
  translationChecks,
  translationValues,
  type TranslatedField,
  type TranslationValues,
} from './translated-texts';

const FIELDS: TranslatedField[] = [
  { name: 'title', label: 'Title', max: 20 },
  { name: 'description', label: 'Description', max: 200, long: true },
];

type Values = { title: string; description: string; price: string } & TranslationValues;

function Harness({
  onSend,
  stored = { de: { title: 'Altstadt' } },
}: {
  onSend: (values: Values) => void;
  stored?: Parameters<typeof translationValues>[0];
}) {
  const form = useForm<Values>({
    initial: {
      title: 'Old town',
      description: 'A walk',
      price: '10',
      ...translationValues(stored, FIELDS),
    },
    check: (values) =>
      formCheck(
        values.title.trim() ? null : { field: 'title', message: 'Title is required' },
        ...translationChecks(values, FIELDS),
      ),
    send: async (values) => onSend(values),
  });
  return (
    <form aria-label="Thing" noValidate onSubmit={form.handleSubmit}>
      <TranslatedFields form={form} fields={FIELDS}>
        <TextField label="Title" {...form.field('title')} />
        <TextField label="Description" {...form.field('description')} />
        <TextField label="Price" {...form.field('price')} />
      </TranslatedFields>
      <button type="submit">Save</button>
    </form>
  );
}

describe('TranslatedFields', () => {
  it('switches the texts between English, Deutsch and Español, marking what is missing', async () => {
    const sent: Values[] = [];
    render(<Harness onSend={(values) => sent.push(values)} />);
    const switcher = screen.getByRole('group', { name: 'Language of the texts' });
    const english = within(switcher).getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    // Deutsch lacks the description, Español both texts.
    expect(within(switcher).getByRole('button', { name: 'Deutsch 1 missing' })).toBeVisible();
    expect(within(switcher).getByRole('button', { name: 'Español 2 missing' })).toBeVisible();

    await userEvent.click(within(switcher).getByRole('button', { name: /Deutsch/ }));
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
    const title = screen.getByLabelText('Title (Deutsch)');
    expect(title).toHaveValue('Altstadt');
    expect(title).toHaveAttribute('lang', 'de');
    expect(title).toHaveAccessibleDescription('English: Old town');
    const description = screen.getByLabelText('Description (Deutsch)');
    expect(description).toHaveAccessibleDescription('Missing translation English: A walk');

    await userEvent.type(description, 'Ein Spaziergang');
    expect(description).toHaveAccessibleDescription('English: A walk');
    expect(within(switcher).getByRole('button', { name: 'Deutsch' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent[0]).toMatchObject({
      title: 'Old town',
      'de.title': 'Altstadt',
      'de.description': 'Ein Spaziergang',
      'es.title': '',
    });
  });

  it('shows the language of a refused text and focuses it', async () => {
    // Stored before the limit (the input itself stops at 20 characters).
    render(<Harness onSend={() => undefined} stored={{ es: { title: 'x'.repeat(21) } }} />);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const title = await screen.findByLabelText('Title (Español)');
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining('Title in Spanish must be at most 20 characters'),
    );
    expect(title).toHaveFocus();
  });
});
