import type { DragEvent, KeyboardEvent } from 'react';
import { Button, Card, Dropdown, Flex, Tag, theme, Tooltip, Typography } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { isKnownSectionType, SECTION_NOT_EDITABLE, type Section, sectionLabel } from '@suite/shared/widget';
import { useColorScheme, visitorLanguage } from '@suite/shared/react';
import { ThemedPage } from '@suite/shared/site-theme';
import { WidgetRemote } from '../../federation/remote-loader-context';
import { useWidgetEditorCatalog } from '../../i18n';
import type { PreviewDraft } from '../preview/preview-draft';
import { InlineTextInput } from './inline-text-input';
import { sectionTypeTitle, type DropHalf, type HideFlag } from './section-ops';

export interface SectionRowProps {
  section: Section;
  /** The section's place on the page (0-based). */
  index: number;
  total: number;
  siteId: string;
  /**
   * The widget's theme, Currency and Language: its inline preview shows the section in the widget's
   * colours, with prices and texts, as visitors see it (and as the page preview does).
   */
  widgetTheme: Omit<PreviewDraft, 'page'>;
  renaming: boolean;
  previewOpen: boolean;
  /** Picked up by keyboard: drawn raised, where it would be dropped. */
  lifted: boolean;
  /** The list's instructions for a drag by keyboard. */
  dragInstructionsId: string;
  /** Where a dragged section would land on this row, while one is dragged over it. */
  dropHalf: DropHalf | null;
  onMove: (to: number) => void;
  /** The editing shortcuts of a focused section (Space to pick up, Alt+↑/↓, Ctrl/⌘+D, Delete). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onEdit: () => void;
  onTogglePreview: () => void;
  onStartRename: () => void;
  onRename: (name: string) => void;
  onCancelRename: () => void;
  onClone: () => void;
  onEmbed: () => void;
  onToggleHidden: (flag: HideFlag) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDragOverHalf: (half: DropHalf | null) => void;
  onDrop: (half: DropHalf) => void;
  onDragEnd: () => void;
}

function halfOf(event: DragEvent<HTMLElement>): DropHalf {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY - box.top > box.height / 2 ? 'bottom' : 'top';
}

/** One section of the page: drag handle, name, type, hidden tags, actions and its inline preview. */
export function SectionRow(props: SectionRowProps) {
  const { section, index, total, siteId, renaming, previewOpen, lifted, dropHalf } = props;
  const { token } = theme.useToken();
  const { t } = useWidgetEditorCatalog();
  const label = sectionLabel(section, t('pageSections.unnamed'));
  // A type of the seed's (or a plugin's) this suite has no editor for: kept, listed, not editable.
  const editable = isKnownSectionType(section.type);
  const dropLine = `2px solid ${token.colorPrimary}`;
  return (
    // The section is focusable, so the keyboard can pick it and move, duplicate or delete it (the
    // "rearrangeable list" of the ARIA practices); its buttons do the same for pointer users.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-index={index}
      aria-keyshortcuts="Space Enter Alt+ArrowUp Alt+ArrowDown Control+D Meta+D Delete"
      aria-describedby={props.dragInstructionsId}
      onKeyDown={props.onKeyDown}
      draggable={!renaming}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        props.onDragStart();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        props.onDragOverHalf(halfOf(event));
      }}
      onDragLeave={() => props.onDragOverHalf(null)}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop(halfOf(event));
      }}
      onDragEnd={props.onDragEnd}
      style={{
        listStyle: 'none',
        borderTop: dropHalf === 'top' ? dropLine : '2px solid transparent',
        borderBottom: dropHalf === 'bottom' ? dropLine : '2px solid transparent',
      }}
    >
      <Card
        size="small"
        style={lifted ? { borderColor: token.colorPrimary, boxShadow: token.boxShadowSecondary } : undefined}
      >
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Flex align="center" gap={8} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Tooltip title={t('pageSections.dragToReorder')}>
              <HolderOutlined aria-hidden style={{ cursor: 'grab', color: token.colorTextSecondary }} />
            </Tooltip>
            <Typography.Text type="secondary">{index + 1}.</Typography.Text>
            <Flex vertical style={{ minWidth: 0 }}>
              {renaming ? (
                <InlineTextInput
                  label={t('pageSections.sectionName')}
                  initial={section.name ?? ''}
                  maxLength={120}
                  onCommit={props.onRename}
                  onCancel={props.onCancelRename}
                />
              ) : (
                <Typography.Text strong ellipsis onDoubleClick={props.onStartRename}>
                  {label}
                </Typography.Text>
              )}
              <Flex gap={4} wrap>
                <Typography.Text type="secondary">{sectionTypeTitle(section.type)}</Typography.Text>
                {!editable && <Tag color="warning">{SECTION_NOT_EDITABLE}</Tag>}
                {section.hideMobile && <Tag>{t('pageSections.hiddenOnMobile')}</Tag>}
                {section.hideDesktop && <Tag>{t('pageSections.hiddenOnDesktop')}</Tag>}
              </Flex>
            </Flex>
          </Flex>
          <Flex gap={4} wrap>
            <Button
              size="small"
              icon={<ArrowUpOutlined aria-hidden />}
              aria-label={t('pageSections.moveUp', { name: label })}
              disabled={index === 0}
              onClick={() => props.onMove(index - 1)}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined aria-hidden />}
              aria-label={t('pageSections.moveDown', { name: label })}
              disabled={index === total - 1}
              onClick={() => props.onMove(index + 1)}
            />
            <Tooltip
              title={
                editable
                  ? undefined
                  : t('pageSections.notEditableWhy', {
                      notEditable: SECTION_NOT_EDITABLE,
                      type: section.type,
                    })
              }
            >
              <Button
                size="small"
                icon={<EditOutlined aria-hidden />}
                aria-label={t('pageSections.editNamed', { name: label })}
                disabled={!editable}
                onClick={props.onEdit}
              >
                {t('actions.edit')}
              </Button>
            </Tooltip>
            <Button
              size="small"
              icon={previewOpen ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
              aria-label={t(previewOpen ? 'pageSections.hidePreviewNamed' : 'pageSections.previewNamed', {
                name: label,
              })}
              aria-expanded={previewOpen}
              onClick={props.onTogglePreview}
            >
              {previewOpen ? t('pageSections.hidePreview') : t('actions.preview')}
            </Button>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'rename', label: t('pageSections.rename'), onClick: props.onStartRename },
                  { key: 'clone', label: t('pageSections.clone'), onClick: props.onClone },
                  { key: 'embed', label: t('pageSections.embed'), onClick: props.onEmbed },
                  {
                    key: 'hideMobile',
                    label: t(section.hideMobile ? 'pageSections.showOnMobile' : 'pageSections.hideOnMobile'),
                    onClick: () => props.onToggleHidden('hideMobile'),
                  },
                  {
                    key: 'hideDesktop',
                    label: t(
                      section.hideDesktop ? 'pageSections.showOnDesktop' : 'pageSections.hideOnDesktop',
                    ),
                    onClick: () => props.onToggleHidden('hideDesktop'),
                  },
                  { type: 'divider' },
                  { key: 'delete', label: t('actions.delete'), danger: true, onClick: props.onRemove },
                ],
              }}
            >
              <Button
                size="small"
                icon={<MoreOutlined aria-hidden />}
                aria-label={t('pageSections.moreActions', { name: label })}
              />
            </Dropdown>
          </Flex>
        </Flex>
        {previewOpen && (
          <section
            aria-label={t('pageSections.previewOf', { name: label })}
            data-section-preview
            style={{ marginTop: 12 }}
          >
            <SectionPreview section={section} siteId={siteId} widgetTheme={props.widgetTheme} />
          </section>
        )}
      </Card>
    </li>
  );
}

/** A section drawn as on the widget's page: in its theme, in the mode the admin is drawn in (the page preview's first). */
function SectionPreview({
  section,
  siteId,
  widgetTheme,
}: Pick<SectionRowProps, 'section' | 'siteId' | 'widgetTheme'>) {
  const { scheme } = useColorScheme();
  return (
    <ThemedPage value={widgetTheme} mode={scheme} padding={12}>
      <WidgetRemote
        id="mfe_section_editors/SectionRenderer"
        props={{
          section,
          siteId,
          currency: widgetTheme.currency,
          locale: visitorLanguage(widgetTheme.locale),
        }}
      />
    </ThemedPage>
  );
}
