import { useState } from 'react';
import { Button, Flex, Form, Modal, Radio, Select } from 'antd';
import type { PageLayout } from '@suite/shared';

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
  return (
    <Modal open={open} title="Edit page layout" onCancel={onClose} footer={null} destroyOnHidden>
      {open && <PageLayoutForm layout={layout} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function PageLayoutForm({ layout, onSave, onClose }: Omit<PageLayoutDialogProps, 'open'>) {
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
      <Form.Item label="Layout type">
        <Radio.Group
          aria-label="Layout type"
          value={type}
          onChange={(event) => setType(event.target.value === 'tabs' ? 'tabs' : 'list')}
          options={[
            { value: 'list', label: 'List' },
            { value: 'tabs', label: 'Tabs' },
          ]}
        />
      </Form.Item>
      {type === 'tabs' && (
        <>
          <Form.Item label="Tabs on desktop" htmlFor="layout-desktop-position">
            <Select
              id="layout-desktop-position"
              value={desktop}
              onChange={(value: DesktopPosition) => setDesktop(value)}
              options={[
                { value: 'top', label: 'Top' },
                { value: 'side', label: 'Side' },
                { value: 'bottom', label: 'Bottom' },
              ]}
            />
          </Form.Item>
          <Form.Item label="Tabs on mobile" htmlFor="layout-mobile-position">
            <Select
              id="layout-mobile-position"
              value={mobile}
              onChange={(value: MobilePosition) => setMobile(value)}
              options={[
                { value: 'top', label: 'Top' },
                { value: 'bottom', label: 'Bottom' },
              ]}
            />
          </Form.Item>
        </>
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" htmlType="submit">
          Apply
        </Button>
      </Flex>
    </Form>
  );
}
