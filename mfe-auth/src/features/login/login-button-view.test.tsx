import { fireEvent, render, screen } from '@testing-library/react';
import { LoginButtonView } from './login-button-view';

function renderButton(
  props: Partial<Parameters<typeof LoginButtonView>[0]> &
    Pick<Parameters<typeof LoginButtonView>[0], 'state'>,
) {
  const onConnect = jest.fn();
  const onSign = jest.fn();
  render(<LoginButtonView onConnect={onConnect} onSign={onSign} {...props} />);
  return { onConnect, onSign };
}

describe('LoginButtonView', () => {
  it('reads Login and connects when no wallet is connected', () => {
    const { onConnect, onSign } = renderButton({ state: 'connect' });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onConnect).toHaveBeenCalledTimes(1);
    expect(onSign).not.toHaveBeenCalled();
  });

  it('reads sign message and signs in when connected but not signed in with that wallet', () => {
    const { onConnect, onSign } = renderButton({ state: 'sign' });
    fireEvent.click(screen.getByRole('button', { name: 'sign message' }));
    expect(onSign).toHaveBeenCalledTimes(1);
    expect(onConnect).not.toHaveBeenCalled();
  });

  it('reads Logged and is disabled when the connected wallet is signed in', () => {
    renderButton({ state: 'logged' });
    expect(screen.getByRole('button', { name: 'Logged' })).toBeDisabled();
  });

  it('shows the step in progress and does not start another', () => {
    const { onSign } = renderButton({ state: 'sign', progress: 'Waiting for the signature in your wallet…' });
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for the signature in your wallet…');
    fireEvent.click(screen.getByRole('button', { name: 'sign message' }));
    expect(onSign).not.toHaveBeenCalled();
  });
});
