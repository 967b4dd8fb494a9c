import { fireEvent, render, screen } from '@testing-library/react';
import { PageFrame } from './page-frame';
import { SkipLink } from './skip-link';
import { SuiteDocument } from './suite-document';
import { SuiteProviders } from './suite-providers';

describe('the suite’s own document', () => {
  beforeEach(() => {
    document.title = 'Partner product';
  });

  it('is titled by the screen shown, and sets the page language', () => {
    render(
      <SuiteProviders>
        <SuiteDocument product="Site Builder">
          <PageFrame title="Orders" />
        </SuiteDocument>
      </SuiteProviders>,
    );
    expect(document.title).toBe('Orders · Site Builder');
    expect(document.documentElement.lang).toBe('en');
  });

  it('leaves a partner’s page title alone', () => {
    render(
      <SuiteProviders>
        <PageFrame title="Orders" />
      </SuiteProviders>,
    );
    expect(document.title).toBe('Partner product');
  });

  it('skips to the content: the first link moves the focus past the header', () => {
    render(
      <SuiteProviders>
        <SkipLink target="main" />
        <button type="button">Menu</button>
        <main id="main" tabIndex={-1}>
          Content
        </main>
      </SuiteProviders>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
