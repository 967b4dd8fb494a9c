import { useState } from 'react';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useMatch, useNavigate } from 'react-router';
import { sectionLabel, type Section } from '@suite/shared/widget';
import { PageFrame } from '@suite/shared/react';
import { sectionCatalogEntry } from '../../catalog/section-catalog';
import { SectionDialog } from '../../features/section-dialog/section-dialog';
import { useSectionEditorsCatalog } from '../../i18n';
import { PageView } from '../../renderers/section-renderer';

/**
 * `/sections` (standalone): a small page composer to try this remote alone. `/sections/new` opens the
 * Add Section dialog (so the dialog has a URL, and the browser's Back asks before it discards a
 * changed section); saved sections stay in this page's state, listed and
 * rendered below by the page renderer.
 */
export function PageComposerRoute() {
  const { t } = useSectionEditorsCatalog();
  const breadcrumbs = [
    { key: 'section-editors', title: t('standalone.sectionEditors') },
    { key: 'page-composer', title: t('standalone.composer.title') },
  ];
  const navigate = useNavigate();
  const adding = useMatch('/sections/new') !== null;
  const [sections, setSections] = useState<Section[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const edited = editing === null ? undefined : sections[editing];

  function sectionTypeTitle(type: string): string {
    const entry = sectionCatalogEntry(type);
    return entry ? t(entry.title) : type;
  }

  function replace(index: number, section: Section) {
    setSections((current) => current.map((item, at) => (at === index ? section : item)));
  }

  return (
    <PageFrame
      title={t('standalone.composer.title')}
      breadcrumbs={breadcrumbs}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate('/sections/new')}>
          {t('standalone.addSection')}
        </Button>
      }
    >
      {sections.length === 0 ? (
        <Empty description={t('standalone.composer.empty')} />
      ) : (
        <Flex vertical gap={24}>
          <section aria-label={t('standalone.composer.sections')}>
            <Card size="small">
              <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {sections.map((section, index) => (
                  // Sections have no id of their own; their place on the page is their identity.
                  <li key={index} style={{ padding: '8px 0' }}>
                    <Flex justify="space-between" align="center" gap={8} wrap>
                      <div>
                        <Typography.Text strong>
                          {sectionLabel(section, t('common.unnamedSection'))}
                        </Typography.Text>
                        <br />
                        <Typography.Text type="secondary">{sectionTypeTitle(section.type)}</Typography.Text>
                      </div>
                      <Flex gap={8}>
                        <Button onClick={() => setEditing(index)}>{t('standalone.composer.edit')}</Button>
                        <Button
                          danger
                          onClick={() => setSections((current) => current.filter((_, at) => at !== index))}
                        >
                          {t('standalone.composer.remove')}
                        </Button>
                      </Flex>
                    </Flex>
                  </li>
                ))}
              </ol>
            </Card>
          </section>
          <Card title={t('standalone.composer.preview')}>
            <PageView sections={sections} />
          </Card>
        </Flex>
      )}
      <SectionDialog
        open={adding}
        mode="add"
        onSave={(section) => setSections((current) => [...current, section])}
        onClose={() => navigate('/sections')}
      />
      <SectionDialog
        open={edited !== undefined}
        mode="edit"
        section={edited}
        onSave={(section) => {
          if (editing !== null) replace(editing, section);
        }}
        onClose={() => setEditing(null)}
      />
    </PageFrame>
  );
}
