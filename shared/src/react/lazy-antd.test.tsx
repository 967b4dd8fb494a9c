import { render, screen } from '@testing-library/react';
import { Drawer } from './drawer';
import { Result } from './result';

// `Result` and `Drawer` load antd's own when first shown (ADR 0013).
describe('Result and Drawer, loaded when shown', () => {
  it("draws antd's Result once it has loaded", async () => {
    render(<Result status="error" title="Nothing here" extra={<button type="button">Retry</button>} />);
    expect(await screen.findByText('Nothing here')).toBeVisible();
    expect(document.querySelector('.ant-result-error')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it("loads antd's Drawer only when it first opens", async () => {
    const { rerender } = render(
      <Drawer title="Menu" open={false}>
        <a href="/x">Widgets</a>
      </Drawer>,
    );
    expect(screen.queryByText('Widgets')).toBeNull();
    rerender(
      <Drawer title="Menu" open>
        <a href="/x">Widgets</a>
      </Drawer>,
    );
    expect(await screen.findByRole('link', { name: 'Widgets' })).toBeVisible();
    expect(document.querySelector('.ant-drawer')).not.toBeNull();
  });
});
