import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqPage } from './faq-page';

describe('FaqPage', () => {
  it('has the three categories and keeps only one answer open', async () => {
    const user = userEvent.setup();
    render(<FaqPage />);
    for (const title of ['General Information', 'Bookings & Reservations', 'Payments & Pricing']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const first = screen.getByRole('button', { name: 'What does a one-day tour include?' });
    const other = screen.getByRole('button', { name: 'How is the tour price calculated?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/A local guide, the entrance fees/)).toBeVisible();

    await user.click(other);
    expect(other).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/A local guide, the entrance fees/)).not.toBeVisible();

    await user.click(other);
    expect(other).toHaveAttribute('aria-expanded', 'false');
  });
});
