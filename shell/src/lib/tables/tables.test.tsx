import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, Pager, SearchBox, useTableQuery, type Column } from './index';

interface Hotel {
  id: string;
  name: string;
  price: number;
}

const columns: Column<Hotel>[] = [
  { key: 'name', header: 'Hotel Name', render: (h) => h.name, sortValue: (h) => h.name },
  { key: 'price', header: 'Price/Night', render: (h) => `$${h.price}`, sortValue: (h) => h.price },
  { key: 'actions', header: 'Actions', render: () => <button>Edit</button> },
];

const hotels: Hotel[] = Array.from({ length: 12 }, (_, i) => ({
  id: String(i),
  name: `Hotel ${String.fromCharCode(76 - i)}`,
  price: 100 + i,
}));

function HotelTable({ rows }: { rows: Hotel[] }) {
  const query = useTableQuery(rows, { columns, searchText: (h) => h.name, pageSize: 5 });
  return (
    <>
      <SearchBox label="Search hotels" value={query.search} onChange={query.setSearch} />
      <DataTable
        caption="Hotels"
        columns={columns}
        rows={query.pageRows}
        rowKey={(h) => h.id}
        sort={query.sort}
        onSortChange={query.setSort}
        empty="No hotels found."
      />
      <Pager
        page={query.page}
        totalPages={query.totalPages}
        onPageChange={query.setPage}
        label="Hotel pages"
      />
    </>
  );
}

const firstCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable with useTableQuery', () => {
  it('sorts by a column, ascending then descending, and says so with aria-sort', async () => {
    render(<HotelTable rows={hotels} />);
    const header = screen.getByRole('columnheader', { name: /Price\/Night/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()[0]).toBe('Hotel L');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('Hotel A');
  });

  it('pages and searches', async () => {
    render(<HotelTable rows={hotels} />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search hotels'), 'hotel b');
    expect(firstCells()).toEqual(['Hotel B']);
    expect(screen.queryByRole('navigation', { name: 'Hotel pages' })).not.toBeInTheDocument();
  });

  it('shows the empty state in the table', () => {
    render(<HotelTable rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No hotels found.' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Hotels' })).toBeInTheDocument();
  });
});

describe('Pager', () => {
  it('in words, shows nothing when everything fits on one page', () => {
    const { container } = render(<Pager page={1} totalPages={1} onPageChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('with arrows, names them, stays for one page and moves between pages', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const { rerender } = render(
      <Pager variant="arrows" page={1} totalPages={1} onPageChange={onPageChange} />,
    );
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    rerender(<Pager variant="arrows" page={1} totalPages={2} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
