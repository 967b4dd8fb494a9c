import { renderHook } from '@testing-library/react';
import { useReadableChains } from '@suite/shared/react';
import { useStartingChain } from './starting-chain';

jest.mock('@suite/shared/react', () => ({
  ...jest.requireActual<typeof import('@suite/shared/react')>('@suite/shared/react'),
  useReadableChains: jest.fn(),
}));
// A widget whose Data → Networks names Base.
jest.mock('../editor/editor-context', () => ({
  useWidgetEditor: () => ({ widget: { configParsed: { networks: { chainIds: [8453] } } } }),
}));

describe('useStartingChain', () => {
  it('waits for the readable chains, then keeps its answer while they load again or change', () => {
    const readable = jest.mocked(useReadableChains);
    readable.mockReturnValue({ chainIds: undefined, isLoading: true });
    const { result, rerender } = renderHook(() => useStartingChain());
    expect(result.current).toBeUndefined();

    readable.mockReturnValue({ chainIds: [1, 8453, 31337], isLoading: false });
    rerender();
    expect(result.current).toBe(8453);

    // swr asks a failed read again, loading meanwhile: the forms waiting on this would be taken away.
    readable.mockReturnValue({ chainIds: undefined, isLoading: true });
    rerender();
    expect(result.current).toBe(8453);
    readable.mockReturnValue({ chainIds: [1], isLoading: false });
    rerender();
    expect(result.current).toBe(8453);
  });
});
