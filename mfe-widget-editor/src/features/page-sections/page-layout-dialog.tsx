import { useState } from 'react';
import { Button, Flex, Modal, Radio, Select } from 'antd';
import Form from 'antd/es/form';
import type { PageLayout } from '@suite/shared/widget';
import { useWidgetEditorCatalog } from '../../i18n';

interface PageLayoutDialogProps {
  open: boolean;
  layout: PageLayout;
  onSave: (layout: PageLayout) => void;
  onClose: () => void;
}

type DesktopPosition = NonNullable<PageLayout['desktop']>['position'];
type MobilePosition = NonNullable<PageLayout['mobile']>['position'];

/** Edit page layout: a list, or tabs with their desktop (top/side/bottom) and mobile (top/bottom) place. */
export function PageLayoutDialog({ open, layout, onSave, onClose }: PageLayoutDialogProps) {
  const { t } = useWidgetEditorCatalog();
  return (
    <Modal
      open={open}
      title={t('pageSections.layout.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {open && <PageLayoutForm layout={layout} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function PageLayoutForm({ layout, onSave, onClose }: Omit<PageLayoutDialogProps, 'open'>) {
  const { t } = useWidgetEditorCatalog();
  const [type, setType] = useState<PageLayout['type']>(layout.type);
  const [desktop, setDesktop] = useState<DesktopPosition>(layout.desktop?.position ?? 'top');
  const [mobile, setMobile] = useState<MobilePosition>(layout.mobile?.position ?? 'top');

  function apply() {
    onSave(
      type === 'list' ? { type } : { type, desktop: { position: desktop }, mobile: { position: mobile } },
    );
    onClose();
  }

  return (
    <Form layout="vertical" onFinish={apply}>
      <Form.Item label={t('pageSections.layout.type')}>
        <Radio.Group
          aria-label={t('pageSections.layout.type')}
          value={type}
          onChange={(event) => setType(event.target.value === 'tabs' ? 'tabs' : 'list')}
          options={[
            { value: 'list', label: t('pageSections.layout.list') },
            { value: 'tabs', label: t('pageSections.layout.tabs') },
          ]}
        />
      </Form.Item>
      {type === 'tabs' && (
        <>
          <Form.Item label={t('pageSections.layout.tabsOnDesktop')} htmlFor="layout-desktop-position">
            <Select
              id="layout-desktop-position"
              value={desktop}
              onChange={(value: DesktopPosition) => setDesktop(value)}
              options={[
                { value: 'top', label: t('pageSections.layout.top') },
                { value: 'side', label: t('pageSections.layout.side') },
                { value: 'bottom', label: t('pageSections.layout.bottom') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('pageSections.layout.tabsOnMobile')} htmlFor="layout-mobile-position">
            <Select
              id="layout-mobile-position"
              value={mobile}
              onChange={(value: MobilePosition) => setMobile(value)}
              options={[
                { value: 'top', label: t('pageSections.layout.top') },
                { value: 'bottom', label: t('pageSections.layout.bottom') },
              ]}
            />
          </Form.Item>
        </>
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button type="primary" htmlType="submit">
          {t('pageSections.layout.apply')}
        </Button>
      </Flex>
    </Form>
  );
}
