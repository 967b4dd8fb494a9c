import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { SuiteProviders } from './suite-providers';
import { useApiClientContext, type ApiClientContextValue } from './api-client-context';

function CaptureApi({ onRender }: { onRender: (value: ApiClientContextValue) => void }) {
  const api = useApiClientContext();
  onRender(api);
  return <p>API at {api.apiBaseUrl}</p>;
}

describe('SuiteProviders', () => {
  it('renders only one level of providers when nested, and the inner module reuses the outer API client', () => {
    const seen: ApiClientContextValue[] = [];
    const { container } = render(
      <SuiteProviders apiBaseUrl="http://outer.test">
        <CaptureApi onRender={(api) => seen.push(api)} />
        <SuiteProviders apiBaseUrl="http://inner.test">
          <CaptureApi onRender={(api) => seen.push(api)} />
        </SuiteProviders>
      </SuiteProviders>,
    );

    // antd's App renders one wrapper per level.
    expect(container.querySelectorAll('.ant-app')).toHaveLength(1);
    expect(screen.getAllByText('API at http://outer.test')).toHaveLength(2);
    expect(screen.queryByText('API at http://inner.test')).not.toBeInTheDocument();
    const [outer, inner] = seen;
    expect(inner?.client).toBe(outer?.client);
  });

  it('provides everything on its own when there is no outer provider', () => {
    const { container } = render(
      <SuiteProviders apiBaseUrl="http://alone.test">
        <CaptureApi onRender={() => undefined} />
      </SuiteProviders>,
    );
    expect(container.querySelectorAll('.ant-app')).toHaveLength(1);
    expect(screen.getByText('API at http://alone.test')).toBeInTheDocument();
  });

  it('fails loudly when a module uses the API client outside the providers', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CaptureApi onRender={() => undefined} />)).toThrow('no instance');
  });
});
