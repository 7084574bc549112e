import { nameProblem } from './validation';

describe('nameProblem', () => {
  it('takes a name of one printable line', () => {
    expect(nameProblem("  Zoë O'Brien-Ng ")).toBeNull();
  });

  it.each([
    ['Ann\nYour refund is ready', 'Name must be one line of printable characters'],
    ['Ann\u202Egnp', 'Name must be one line of printable characters'],
    ['Ann http://evil.example', 'Name must not contain a link'],
    ['A'.repeat(81), 'Name must be at most 80 characters long'],
  ])('refuses %j with the server message', (name, message) => {
    expect(nameProblem(name)).toBe(message);
  });
});
