import { useRef } from 'react';
import { Button, Col, Row } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { SectionTypeSchema, type SectionType } from '@suite/shared/widget';
import { PageFrame } from '@suite/shared/react';
import { sectionCatalogEntry } from '../../catalog/section-catalog';
import { SectionTypePicker } from '../../features/type-picker/section-type-picker';
import { useSectionEditorsCatalog } from '../../i18n';
import { PickedSectionCard } from './picked-section-card';

/**
 * `/` (standalone): browse the catalog through the picker the dialog will use. The picked type is in
 * the query string (`?type=swap`), so a look at one type can be linked.
 */
export function SectionCatalogRoute() {
  const { t } = useSectionEditorsCatalog();
  const breadcrumbs = [
    { key: 'section-editors', title: t('standalone.sectionEditors') },
    { key: 'section-catalog', title: t('standalone.catalog.title') },
  ];
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = SectionTypeSchema.safeParse(searchParams.get('type'));
  const picked: SectionType | undefined = parsed.success ? parsed.data : undefined;
  const cardRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  function pick(type: SectionType) {
    setSearchParams({ type });
    // On a phone the card sits above the tiles: bring it into view (on a desktop it already is).
    // jsdom has no scrollIntoView; browsers all do.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    cardRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }

  return (
    <PageFrame
      title={t('standalone.catalog.title')}
      breadcrumbs={breadcrumbs}
      extra={
        <Button type="primary" onClick={() => navigate('/sections/new')}>
          {t('standalone.addSection')}
        </Button>
      }
    >
      <Row gutter={[24, 24]}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 16, order: 1 }}>
          <SectionTypePicker selected={picked} onPick={pick} />
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 8, order: 2 }}>
          <div ref={cardRef} style={{ position: 'sticky', top: 24, scrollMarginTop: 24 }}>
            <PickedSectionCard entry={picked && sectionCatalogEntry(picked)} />
          </div>
        </Col>
      </Row>
    </PageFrame>
  );
}
