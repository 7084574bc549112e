import { screen, within } from '@testing-library/react';
import { mockApi, renderAt } from '@travel/shell/testing';
import { post } from '../../../test/fixtures';
import { speakInTests } from '../../../test/language';
import BlogList from '../index';

speakInTests('de');

describe('BlogList in German', () => {
  it('heads the section and names each link in German', async () => {
    mockApi().on('GET /api/Blog?page=1', {
      status: 200,
      data: { data: [post(1, { Title: 'Herbst in Kyoto' })], page: 1, totalPages: 2, total: 7 },
    });
    renderAt(<BlogList />);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    const section = await screen.findByRole('region', { name: 'Aus unserem Blog' });
    const link = await within(section).findByRole('link', { name: /^Weiterlesen/ });
    expect(link).toHaveTextContent('Weiterlesen: Herbst in Kyoto');
    expect(link).toHaveAttribute('href', '/BlogDetails/b1');
    expect(
      within(section).getByRole('navigation', { name: 'Seiten des Blogs' }),
    ).toBeInTheDocument();
  });

  it('says in German when there is no post', async () => {
    mockApi().on('GET /api/Blog?page=1', {
      status: 200,
      data: { data: [], page: 1, totalPages: 0, total: 0 },
    });
    renderAt(<BlogList />);
    expect(
      await screen.findByText('Derzeit sind keine Blogbeiträge verfügbar.'),
    ).toBeInTheDocument();
  });
});
