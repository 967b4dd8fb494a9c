import { render } from '@testing-library/react';
import { TokenLogo } from './token-logo';

describe('TokenLogo', () => {
  it("shows the token's image when it has one", () => {
    const { container } = render(<TokenLogo symbol="USDC" logo="https://tokens.example/usdc.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://tokens.example/usdc.png');
  });

  it("shows the symbol's first letter, and no empty image, when the logo is missing or empty", () => {
    for (const logo of [undefined, null, '', '  ']) {
      const { container, unmount } = render(<TokenLogo symbol="tUSDC" logo={logo} />);
      expect(container.querySelector('img')).toBeNull();
      expect(container).toHaveTextContent('t');
      unmount();
    }
  });
});
