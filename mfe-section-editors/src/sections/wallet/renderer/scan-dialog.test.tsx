import { act, render, screen, waitFor } from '@testing-library/react';
import { SuiteProviders } from '@suite/shared/react';
import { walletLook } from '../theme/wallet-look';
import { ScanDialog } from './scan-dialog';

// The browser's QR reader, as Chromium has it: this test is about the camera, not the codes.
jest.mock('../chain/camera-scan', () => ({
  ...jest.requireActual<object>('../chain/camera-scan'),
  hasCamera: () => true,
  loadQrReader: () => Promise.resolve({ detect: () => Promise.resolve([]) }),
}));

describe('ScanDialog', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'mediaDevices', original);
    else Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('stops a camera that starts after the dialog was closed (during its permission prompt)', async () => {
    let grant: (stream: MediaStream) => void = () => undefined;
    const getUserMedia = jest.fn(
      () =>
        new Promise<MediaStream>((resolve) => {
          grant = resolve;
        }),
    );
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    const view = render(
      <SuiteProviders>
        <ScanDialog look={walletLook({})} open onClose={jest.fn()} onAddress={jest.fn()} />
      </SuiteProviders>,
    );
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // The camera is asked for once the reader is loaded: a few ticks, more on a busy machine.
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled(), { timeout: 10_000 });
    // Closed while the browser still asks for the camera.
    view.unmount();
    const stop = jest.fn();
    const stream = { getTracks: () => [{ stop }] };
    await act(async () => {
      grant(Object.assign(Object.create(null), stream));
      await Promise.resolve();
    });
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
  });
});
