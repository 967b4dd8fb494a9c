import { useState } from 'react';
import { Alert, Button, Empty, Flex, Modal, Skeleton, theme, Typography } from 'antd';
import Pagination from 'antd/es/pagination';
import Upload from 'antd/es/upload';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { IMAGE_CONTENT_TYPES, IMAGE_DEFAULT_PAGE_SIZE } from '@suite/shared/schemas';
import { apiErrorStatus } from '@suite/shared/client';
import { useApiErrorMessage, useFeedback, usePageLinks, useSharedCatalog } from '@suite/shared/react';
import { useCheckedUpload, useImageAddress, useImages } from './use-images';

export interface ImagePickerProps {
  open: boolean;
  onClose: () => void;
  /** The picked image's absolute address. */
  onPick: (url: string) => void;
}

/** The user's images (`/api/images`), a page at a time, to pick one or upload a new one. */
export function ImagePicker({ open, onClose, onPick }: ImagePickerProps) {
  const pageLinks = usePageLinks();
  const [page, setPage] = useState(0);
  const { data, error, isLoading, mutate } = useImages(page, open);
  const address = useImageAddress();
  const { upload, uploading } = useCheckedUpload();
  const { message } = useFeedback();
  const errorMessage = useApiErrorMessage();
  const { t } = useSharedCatalog();
  const { token } = theme.useToken();
  const signedOut = error !== undefined && apiErrorStatus(error) === 401;

  async function send(file: File) {
    if (await upload(file)) {
      setPage(0);
      message.success(t('images.uploaded'));
    }
  }

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('images.title')} width={720} destroyOnHidden>
      <Flex vertical gap={16}>
        <Upload
          accept={IMAGE_CONTENT_TYPES.join(',')}
          showUploadList={false}
          disabled={signedOut}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading} disabled={signedOut}>
            {t('images.upload')}
          </Button>
        </Upload>
        {isLoading ? (
          <Flex gap={12} wrap aria-label={t('images.loading')}>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton.Node key={index} active style={{ width: 120, height: 120 }} />
            ))}
          </Flex>
        ) : signedOut ? (
          <Alert type="info" showIcon title={t('images.signIn')} />
        ) : error ? (
          <Alert
            type="error"
            showIcon
            title={t('images.loadFailed')}
            description={errorMessage(error)}
            action={<Button onClick={() => void mutate()}>{t('errorAlert.retry')}</Button>}
          />
        ) : !data || data.items.length === 0 ? (
          <Empty
            description={
              <>
                <Typography.Text strong>{t('images.empty')}</Typography.Text>
                <br />
                {t('images.emptyHint')}
              </>
            }
          />
        ) : (
          <>
            <Flex gap={12} wrap role="list" aria-label={t('images.title')}>
              {data.items.map((image) => (
                <div role="listitem" key={image.id}>
                  <Button
                    aria-label={t('images.use', { name: image.name })}
                    onClick={() => {
                      onPick(address(image));
                      onClose();
                    }}
                    style={{ width: 120, height: 120, padding: 4 }}
                  >
                    <img
                      src={address(image)}
                      alt={image.name}
                      loading="lazy"
                      decoding="async"
                      // A grey square, not a blank one, while the picture arrives.
                      style={{
                        width: '100%',
                        height: '100%',
                        objectFit: 'cover',
                        background: token.colorFillTertiary,
                        borderRadius: token.borderRadiusSM,
                      }}
                    />
                  </Button>
                </div>
              ))}
            </Flex>
            {data.totalItems > IMAGE_DEFAULT_PAGE_SIZE ? (
              <Pagination
                itemRender={pageLinks.itemRender}
                current={page + 1}
                pageSize={IMAGE_DEFAULT_PAGE_SIZE}
                total={data.totalItems}
                showSizeChanger={false}
                onChange={(next) => setPage(next - 1)}
              />
            ) : null}
          </>
        )}
      </Flex>
    </Modal>
  );
}
