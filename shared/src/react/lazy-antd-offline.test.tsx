import { fireEvent, render, screen } from '@testing-library/react';
import { Drawer } from './drawer';
import { Result } from './result';

// The chunks of antd's Result and Drawer cannot be loaded (offline, a deploy that removed them).
jest.mock('antd/es/result', () => {
  throw new Error('Loading chunk failed');
});
jest.mock('antd/es/drawer', () => {
  throw new Error('Loading chunk failed');
});

describe('Result and Drawer when antd’s chunk cannot load', () => {
  it('Result says the same, plainly, with its actions', async () => {
    const onRetry = jest.fn();
    render(
      <Result
        role="alert"
        title="Commerce could not be loaded"
        subTitle="Failed to fetch"
        extra={
          <button type="button" onClick={onRetry}>
            Retry
          </button>
        }
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Commerce could not be loaded');
    expect(screen.getByText('Failed to fetch')).toBeVisible();
    expect(document.querySelector('.ant-result')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Drawer opens a plain panel that closes', async () => {
    const onClose = jest.fn();
    render(
      <Drawer title="Menu" open onClose={onClose}>
        <a href="/x">Widgets</a>
      </Drawer>,
    );
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Widgets' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
