import type { DragEvent } from 'react';
import { Button, Card, Dropdown, Flex, Tag, theme, Tooltip, Typography } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { isKnownSectionType, SECTION_NOT_EDITABLE, type Section } from '@suite/shared';
import { WidgetRemote } from '../../federation/remote-loader-context';
import { InlineTextInput } from './inline-text-input';
import { sectionLabel, sectionTypeTitle, type DropHalf, type HideFlag } from './section-ops';

export interface SectionRowProps {
  section: Section;
  /** The section's place on the page (0-based). */
  index: number;
  total: number;
  siteId: string;
  renaming: boolean;
  previewOpen: boolean;
  /** Where a dragged section would land on this row, while one is dragged over it. */
  dropHalf: DropHalf | null;
  onMove: (to: number) => void;
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
  const { section, index, total, siteId, renaming, previewOpen, dropHalf } = props;
  const { token } = theme.useToken();
  const label = sectionLabel(section);
  // A type of the seed's (or a plugin's) this suite has no editor for: kept, listed, not editable.
  const editable = isKnownSectionType(section.type);
  const dropLine = `2px solid ${token.colorPrimary}`;
  return (
    <li
      aria-label={label}
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
      <Card size="small">
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Flex align="center" gap={8} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Tooltip title="Drag to reorder">
              <HolderOutlined aria-hidden style={{ cursor: 'grab', color: token.colorTextSecondary }} />
            </Tooltip>
            <Typography.Text type="secondary">{index + 1}.</Typography.Text>
            <Flex vertical style={{ minWidth: 0 }}>
              {renaming ? (
                <InlineTextInput
                  label="Section name"
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
                {section.hideMobile && <Tag>Hidden on mobile</Tag>}
                {section.hideDesktop && <Tag>Hidden on desktop</Tag>}
              </Flex>
            </Flex>
          </Flex>
          <Flex gap={4} wrap>
            <Button
              size="small"
              icon={<ArrowUpOutlined aria-hidden />}
              aria-label={`Move ${label} up`}
              disabled={index === 0}
              onClick={() => props.onMove(index - 1)}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined aria-hidden />}
              aria-label={`Move ${label} down`}
              disabled={index === total - 1}
              onClick={() => props.onMove(index + 1)}
            />
            <Tooltip
              title={
                editable ? undefined : `${SECTION_NOT_EDITABLE}: no editor for "${section.type}" sections`
              }
            >
              <Button
                size="small"
                icon={<EditOutlined aria-hidden />}
                aria-label={`Edit ${label}`}
                disabled={!editable}
                onClick={props.onEdit}
              >
                Edit
              </Button>
            </Tooltip>
            <Button
              size="small"
              icon={previewOpen ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
              aria-label={`${previewOpen ? 'Hide preview of' : 'Preview'} ${label}`}
              aria-expanded={previewOpen}
              onClick={props.onTogglePreview}
            >
              {previewOpen ? 'Hide preview' : 'Preview'}
            </Button>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'rename', label: 'Rename', onClick: props.onStartRename },
                  { key: 'clone', label: 'Clone', onClick: props.onClone },
                  { key: 'embed', label: 'Embed', onClick: props.onEmbed },
                  {
                    key: 'hideMobile',
                    label: section.hideMobile ? 'Show on mobile' : 'Hide on mobile',
                    onClick: () => props.onToggleHidden('hideMobile'),
                  },
                  {
                    key: 'hideDesktop',
                    label: section.hideDesktop ? 'Show on desktop' : 'Hide on desktop',
                    onClick: () => props.onToggleHidden('hideDesktop'),
                  },
                  { type: 'divider' },
                  { key: 'delete', label: 'Delete', danger: true, onClick: props.onRemove },
                ],
              }}
            >
              <Button
                size="small"
                icon={<MoreOutlined aria-hidden />}
                aria-label={`More actions for ${label}`}
              />
            </Dropdown>
          </Flex>
        </Flex>
        {previewOpen && (
          <section aria-label={`Preview of ${label}`} style={{ marginTop: 12 }}>
            <WidgetRemote id="mfe_section_editors/SectionRenderer" props={{ section, siteId }} />
          </section>
        )}
      </Card>
    </li>
  );
}
