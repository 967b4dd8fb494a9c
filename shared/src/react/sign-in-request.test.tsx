import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { SignInPrompt, useSignInOpener, useSignInUnavailable } from './sign-in-request';

function LoginButton({ onOpen, busy = false }: { onOpen: () => void; busy?: boolean }) {
  useSignInOpener(onOpen, busy);
  return null;
}

/** The page's sign-in that could not be loaded (mfe_auth on a remote's own page), with its Retry. */
function UnavailableSignIn({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  useSignInUnavailable(onRetry, busy);
  return null;
}

describe('SignInPrompt', () => {
  it("offers Login while a login button is on the page, and starts that button's login", () => {
    const open = jest.fn();
    const page = render(
      <>
        <LoginButton onOpen={open} />
        <SignInPrompt title="No Wallet connected - Connect wallet to see apps associated with your account" />
      </>,
    );
    expect(
      screen.getByText('No Wallet connected - Connect wallet to see apps associated with your account'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(open).toHaveBeenCalledTimes(1);
    page.unmount();
  });

  it('offers no Login when there is no login button to start (no button that does nothing)', () => {
    render(<SignInPrompt title="No Wallet connected" />);
    expect(screen.getByText('No Wallet connected')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('follows the login button: Login appears when it mounts and goes when it unmounts', () => {
    const prompt = <SignInPrompt title="Signed out" />;
    const view = render(prompt);
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    view.rerender(
      <>
        <LoginButton onOpen={jest.fn()} />
        {prompt}
      </>,
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    view.rerender(prompt);
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows Login busy while the login it starts is going on', () => {
    const prompt = <SignInPrompt title="Signed out" />;
    const view = render(
      <>
        <LoginButton onOpen={jest.fn()} busy />
        {prompt}
      </>,
    );
    expect(screen.getByRole('button', { name: /Login/ })).toHaveClass('ant-btn-loading');
    view.rerender(
      <>
        <LoginButton onOpen={jest.fn()} />
        {prompt}
      </>,
    );
    expect(screen.getByRole('button', { name: 'Login' })).not.toHaveClass('ant-btn-loading');
  });

  it('says plainly when sign-in could not be loaded, with Retry (busy while it goes on), then Login once it is back', () => {
    const retry = jest.fn();
    const prompt = <SignInPrompt title="No Wallet connected" />;
    const view = render(
      <>
        <UnavailableSignIn onRetry={retry} />
        {prompt}
      </>,
    );
    expect(
      screen.getByText('Sign-in is unavailable right now: the account area could not be loaded.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    view.rerender(
      <>
        <UnavailableSignIn onRetry={retry} busy />
        {prompt}
      </>,
    );
    expect(screen.getByRole('button', { name: /Retry/ })).toHaveClass('ant-btn-loading');
    view.rerender(
      <>
        <LoginButton onOpen={jest.fn()} />
        {prompt}
      </>,
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.queryByText(/Sign-in is unavailable/)).not.toBeInTheDocument();
  });
});
