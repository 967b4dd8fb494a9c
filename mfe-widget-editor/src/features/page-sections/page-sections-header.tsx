import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import CodeOutlined from '@ant-design/icons/CodeOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import LayoutOutlined from '@ant-design/icons/LayoutOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useWidgetEditorCatalog } from '../../i18n';
import { InlineTextInput } from './inline-text-input';

const PAGE_TITLE_MAX_LENGTH = 200;

interface PageSectionsHeaderProps {
  title: string;
  /** The home page's title is not editable (seed 001 §4). */
  titleEditable: boolean;
  onTitleChange: (title: string) => void;
  onAddSection: () => void;
  onAddCustomSection: () => void;
  onEmbed: () => void;
  onPreview: () => void;
  onEditLayout: () => void;
}

/** The page's title and the page-level actions of the sections editor. */
export function PageSectionsHeader(props: PageSectionsHeaderProps) {
  const { t } = useWidgetEditorCatalog();
  const [editingTitle, setEditingTitle] = useState(false);
  const shownTitle = props.title || t('pageSections.untitledPage');
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        {editingTitle ? (
          <InlineTextInput
            label={t('pageSections.pageTitle')}
            initial={props.title}
            maxLength={PAGE_TITLE_MAX_LENGTH}
            onCommit={(value) => {
              props.onTitleChange(value.trim());
              setEditingTitle(false);
            }}
            onCancel={() => setEditingTitle(false)}
          />
        ) : (
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {shownTitle}
          </Typography.Title>
        )}
        {props.titleEditable && !editingTitle && (
          <Button
            type="text"
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('pageSections.editPageTitle')}
            onClick={() => setEditingTitle(true)}
          />
        )}
      </Flex>
      <Flex gap={8} wrap>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={props.onAddSection}>
          {t('pageSections.addSection')}
        </Button>
        <Button icon={<AppstoreAddOutlined aria-hidden />} onClick={props.onAddCustomSection}>
          {t('pageSections.addCustomSection')}
        </Button>
        <Button icon={<CodeOutlined aria-hidden />} onClick={props.onEmbed}>
          {t('pageSections.embed')}
        </Button>
        <Button icon={<EyeOutlined aria-hidden />} onClick={props.onPreview}>
          {t('actions.preview')}
        </Button>
        <Button icon={<LayoutOutlined aria-hidden />} onClick={props.onEditLayout}>
          {t('pageSections.editLayout')}
        </Button>
      </Flex>
    </Flex>
  );
}
