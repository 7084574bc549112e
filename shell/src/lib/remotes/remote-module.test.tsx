import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { PreloadedRemotesContext, RemoteModule } from './remote-module';
import { setRemotes } from './remote-registry';

// The federation runtime is the network edge here: it fetches manifests and remote entries.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

function Greeting({ offer }: { offer?: { title: string } }) {
  return <p>Hello {offer?.title ?? 'there'}</p>;
}

const offer = { _id: 'o1', title: 'Ada', Price: 100 };

describe('RemoteModule', () => {
  it('renders the remote component with its props', async () => {
    setRemotes({ booking: 'http://localhost:9/mf-manifest.json' });
    loadRemoteMock.mockResolvedValue({ default: Greeting });
    await act(async () => {
      render(<RemoteModule remote="booking" module="StayBookingForm" props={{ offer }} />);
    });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('booking/StayBookingForm');
  });

  it('shows a fallback when the remote fails, and Retry re-registers and loads it again', async () => {
    const user = userEvent.setup();
    setRemotes({ blog: 'http://localhost:9/mf-manifest.json' });
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to get manifest'));
    await act(async () => {
      render(<RemoteModule remote="blog" module="BlogList" label="Blog" />);
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Blog could not be loaded.');
    registerRemotesMock.mockClear();
    loadRemoteMock.mockResolvedValueOnce({ default: Greeting });
    // act() has to be awaited so the re-suspended mount resumes (no act queue in a browser).
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Retry' }));
    });

    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith(
      [{ name: 'blog', entry: 'http://localhost:9/mf-manifest.json' }],
      { force: true },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback for a remote missing from remotes.json', async () => {
    await act(async () => {
      render(<RemoteModule remote="admin" module="AdminApp" label="Absent" />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Absent could not be loaded.');
    expect(loadRemoteMock).not.toHaveBeenCalledWith('admin/AdminApp');
  });

  it('loads once in the browser a module the server could not load, the fallback shown until it comes', async () => {
    setRemotes({ blog: 'http://localhost:9/mf-manifest.json' });
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    loadRemoteMock.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      render(
        <PreloadedRemotesContext value={new Map([['blog/BlogList', null]])}>
          <RemoteModule remote="blog" module="BlogList" label="Blog" />
        </PreloadedRemotesContext>,
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Blog could not be loaded.');
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the fallback of a module the server could not load when the browser cannot either', async () => {
    setRemotes({ blog: 'http://localhost:9/mf-manifest.json' });
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to get manifest'));
    await act(async () => {
      render(
        <PreloadedRemotesContext value={new Map([['blog/BlogList', null]])}>
          <RemoteModule remote="blog" module="BlogList" label="Blog" />
        </PreloadedRemotesContext>,
      );
    });
    expect(loadRemoteMock).toHaveBeenCalledWith('blog/BlogList');
    expect(screen.getByRole('alert')).toHaveTextContent('Blog could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
