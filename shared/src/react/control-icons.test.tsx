import { act, fireEvent, render, screen } from '@testing-library/react';
import { Alert, Input, Modal, Select, Typography } from 'antd';
import ColorPicker from 'antd/es/color-picker';
import Drawer from 'antd/es/drawer';
import InputNumber from 'antd/es/input-number';
import Pagination from 'antd/es/pagination';
import { BaseProviders } from './base-providers';
import { copyableText, useClearable, usePageLinks } from './control-icons';
import { setLanguage } from './i18n/i18n';

function Pages() {
  const pageLinks = usePageLinks();
  return <Pagination total={200} current={10} itemRender={pageLinks.itemRender} showSizeChanger={false} />;
}

function Controls() {
  const clearable = useClearable();
  return (
    <>
      <Input.Search aria-label="Orders" defaultValue="ada" allowClear={clearable} />
      <Select
        aria-label="Chain"
        value="1"
        allowClear={clearable}
        options={[{ value: '1', label: 'Ethereum' }]}
      />
    </>
  );
}

describe("antd's controls, named in the page's language", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });

  it('names the search and clear buttons in the page’s language, and hides the icons that only decorate', async () => {
    await act(() => setLanguage('es'));
    const { container } = render(
      <BaseProviders apiBaseUrl="">
        <Controls />
      </BaseProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    // The input's clear button and the select's, which @rc-component/select would name "Clear".
    expect(screen.getAllByRole('button', { name: 'Borrar' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    // No control is named after an icon: antd's own names are English words ("search", "close-circle").
    const named = screen.queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    expect(named).toEqual(['Borrar', 'Buscar', 'Borrar']);
    // The select's arrow is still drawn, for the eye only.
    expect(container.querySelector('.anticon-down')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names a pager’s arrows in the page’s language, not "left" and "right"', async () => {
    await act(() => setLanguage('es'));
    const { container } = render(
      <BaseProviders apiBaseUrl="">
        <Pages />
      </BaseProviders>,
    );
    expect(await screen.findByRole('button', { name: 'Página anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();
    expect(
      container.querySelector('.ant-pagination-jump-prev [aria-label="Páginas anteriores"]'),
    ).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^(left|right)$/ })).toBeNull();
    // Nor is an arrow inside read on its own in browse mode ("left", "double-right").
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('says an alert’s kind in the page’s language, and hides the icons inside buttons antd names', async () => {
    await act(() => setLanguage('es'));
    render(
      <BaseProviders apiBaseUrl="">
        <Alert type="error" showIcon title="No se pudo guardar" />
        <Alert type="warning" showIcon title="Casi" />
        <Alert type="success" showIcon title="Guardado" />
        <Alert type="info" showIcon title="Nota" />
        <Input.Password aria-label="Secreto" />
        <Typography.Text copyable={copyableText('0xabc')}>0xa…bc</Typography.Text>
      </BaseProviders>,
    );
    expect(await screen.findByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(screen.queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'Error',
      'Advertencia',
      'Éxito',
      'Información',
    ]);
    // antd names these buttons itself, in the page's language.
    expect(screen.getByRole('button', { name: 'Mostrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
  });

  it('leaves a dialog’s and a drawer’s close button its Spanish name, without the cross saying "close"', async () => {
    await act(() => setLanguage('es'));
    render(
      <BaseProviders apiBaseUrl="">
        <Modal open title="Diseño">
          Columnas
        </Modal>
        <Drawer open title="Filtros">
          Estado
        </Drawer>
      </BaseProviders>,
    );
    expect(await screen.findByText('Columnas')).toBeInTheDocument();
    expect(await screen.findByText('Estado')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('names a number field’s step buttons in the page’s language, not "Increase Value"', async () => {
    await act(() => setLanguage('es'));
    render(
      <BaseProviders apiBaseUrl="">
        <InputNumber aria-label="Cantidad" defaultValue={2} min={1} max={3} />
      </BaseProviders>,
    );
    const more = await screen.findByRole('button', { name: 'Aumentar valor' });
    expect(screen.getByRole('button', { name: 'Disminuir valor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Value$/ })).toBeNull();
    // The arrows inside are for the eye only: browse mode would read "up" and "down".
    expect(screen.queryAllByRole('img')).toEqual([]);
    // Still the same buttons: a press steps the value, up to its maximum.
    fireEvent.mouseDown(more);
    fireEvent.mouseUp(more);
    expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue('3');
    expect(more).toHaveAttribute('aria-disabled', 'true');
  });

  it('names a colour panel’s clear button in the page’s language, and a cleared colour’s swatch is no button', async () => {
    await act(() => setLanguage('es'));
    render(
      <BaseProviders apiBaseUrl="">
        <ColorPicker aria-label="Color del texto" value={undefined} />
        <ColorPicker aria-label="Color del fondo" defaultValue="#1677ff" allowClear open />
      </BaseProviders>,
    );
    // The panel's clear button, which antd names "Clear color".
    const clear = await screen.findByRole('button', { name: 'Quitar color' });
    expect(screen.queryByRole('button', { name: 'Clear color' })).toBeNull();
    // It still clears: the trigger then shows the cleared swatch, drawn for the eye only, not a
    // second button that does nothing.
    fireEvent.click(clear);
    expect(screen.getAllByRole('button', { name: 'Quitar color' })).toHaveLength(1);
    expect(document.querySelectorAll('.ant-color-picker-trigger .ant-color-picker-clear')).not.toHaveLength(
      0,
    );
    for (const swatch of document.querySelectorAll('.ant-color-picker-trigger .ant-color-picker-clear')) {
      expect(swatch).toHaveAttribute('aria-hidden', 'true');
      expect(swatch).not.toHaveAttribute('tabindex');
    }
  });
});
