import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useLeaveGuard } from './leave-guard';
import { SuiteProviders } from './suite-providers';
import { fakeApi } from './test-api';

const texts = (name: string) => ({
  title: `Leave the ${name}?`,
  content: 'Its changes are lost.',
  leave: 'Leave',
  stay: 'Stay',
});

/** A part of the page with its own guard, changed by its button. */
function Part({ name }: { name: string }) {
  const [changed, setChanged] = useState(false);
  useLeaveGuard(changed, texts(name), () => setChanged(false));
  return (
    <button type="button" onClick={() => setChanged(true)}>
      {changed ? `${name} changed` : `Change the ${name}`}
    </button>
  );
}

function renderPage() {
  fakeApi({});
  const router = createMemoryRouter(
    [
      { path: '/list', element: <h1>List</h1> },
      {
        path: '/page',
        element: (
          <>
            <Part name="form" />
            <Part name="dialog" />
          </>
        ),
      },
    ],
    { initialEntries: ['/list', '/page'], initialIndex: 1 },
  );
  render(
    <SuiteProviders apiBaseUrl="http://leave-guard.test">
      <RouterProvider router={router} />
    </SuiteProviders>,
  );
  return router;
}

async function answer(title: string, button: 'Leave' | 'Stay') {
  const question = await screen.findByRole('dialog');
  expect(question).toHaveTextContent(title);
  fireEvent.click(within(question).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('useLeaveGuard with several guards on the page', () => {
  // A router heeds one blocker, the one registered last (here the dialog's): the form's changes
  // must hold the navigation all the same.
  it('asks the question of the guard that holds changes, whichever blocker the router heeds', async () => {
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the form' }));
    expect(screen.getByRole('button', { name: 'form changed' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await answer('Leave the form?', 'Stay');
    expect(router.state.location.pathname).toBe('/page');

    fireEvent.click(screen.getByRole('button', { name: 'Change the dialog' }));
    await act(() => router.navigate(-1));
    // The newest changes are asked about.
    await answer('Leave the dialog?', 'Leave');
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
  });

  it('lets the navigation go when no guard holds changes', async () => {
    const router = renderPage();
    await screen.findByRole('button', { name: 'Change the form' });
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
  });
});

describe("useLeaveGuard's confirmLeaving (a dialog's own Close)", () => {
  /** A dialog-like part: changed by its button, closed by its Close through the guard. */
  function Closable({ onClosed }: { onClosed: () => void }) {
    const [changed, setChanged] = useState(false);
    const { confirmLeaving } = useLeaveGuard(changed, texts('dialog'));
    return (
      <>
        <button type="button" onClick={() => setChanged(true)}>
          Change
        </button>
        <button type="button" onClick={() => confirmLeaving(onClosed)}>
          Close
        </button>
      </>
    );
  }

  function renderClosable(onClosed: () => void) {
    fakeApi({});
    render(
      <SuiteProviders apiBaseUrl="http://leave-guard.test">
        <Closable onClosed={onClosed} />
      </SuiteProviders>,
    );
  }

  it('leaves at once while nothing is changed', () => {
    const onClosed = jest.fn();
    renderClosable(onClosed);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks once changed: Stay keeps it, Leave leaves and lets the tab go unasked', async () => {
    const onClosed = jest.fn();
    renderClosable(onClosed);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await answer('Leave the dialog?', 'Stay');
    expect(onClosed).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await answer('Leave the dialog?', 'Leave');
    expect(onClosed).toHaveBeenCalledTimes(1);
    // Let go: a reload after it is not held by the browser's question.
    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(false);
  });
});
