import { useState } from 'react';
import { Alert, App, Button, Empty, Flex, Modal, Skeleton, Typography } from 'antd';
import Pagination from 'antd/es/pagination';
import Upload from 'antd/es/upload';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { IMAGE_CONTENT_TYPES, IMAGE_DEFAULT_PAGE_SIZE } from '@suite/shared/schemas';
import { apiErrorStatus } from '../../client';
import { useApiErrorMessage } from '../api-error-message';
import { useCheckedUpload, useImageAddress, useImages } from './use-images';

export const NO_IMAGES_TITLE = "You don't have any images yet";
export const NO_IMAGES_HINT = 'Upload an image, or paste the address of one.';
export const SIGN_IN_FOR_IMAGES = 'Sign in to pick from your images.';

export interface ImagePickerProps {
  open: boolean;
  onClose: () => void;
  /** The picked image's absolute address. */
  onPick: (url: string) => void;
}

/** The user's images (`/api/images`), a page at a time, to pick one or upload a new one. */
export function ImagePicker({ open, onClose, onPick }: ImagePickerProps) {
  const [page, setPage] = useState(0);
  const { data, error, isLoading, mutate } = useImages(page, open);
  const address = useImageAddress();
  const { upload, uploading } = useCheckedUpload();
  const { message } = App.useApp();
  const errorMessage = useApiErrorMessage();
  const signedOut = error !== undefined && apiErrorStatus(error) === 401;

  async function send(file: File) {
    if (await upload(file)) {
      setPage(0);
      message.success('Image uploaded');
    }
  }

  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Your images" width={720} destroyOnHidden>
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
            Upload image
          </Button>
        </Upload>
        {isLoading ? (
          <Flex gap={12} wrap aria-label="Loading images">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton.Node key={index} active style={{ width: 120, height: 120 }} />
            ))}
          </Flex>
        ) : signedOut ? (
          <Alert type="info" showIcon title={SIGN_IN_FOR_IMAGES} />
        ) : error ? (
          <Alert
            type="error"
            showIcon
            title="Your images could not be loaded"
            description={errorMessage(error)}
            action={<Button onClick={() => void mutate()}>Retry</Button>}
          />
        ) : !data || data.items.length === 0 ? (
          <Empty
            description={
              <>
                <Typography.Text strong>{NO_IMAGES_TITLE}</Typography.Text>
                <br />
                {NO_IMAGES_HINT}
              </>
            }
          />
        ) : (
          <>
            <Flex gap={12} wrap role="list" aria-label="Your images">
              {data.items.map((image) => (
                <div role="listitem" key={image.id}>
                  <Button
                    aria-label={`Use ${image.name}`}
                    onClick={() => {
                      onPick(address(image));
                      onClose();
                    }}
                    style={{ width: 120, height: 120, padding: 4 }}
                  >
                    <img
                      src={address(image)}
                      alt={image.name}
                      style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                    />
                  </Button>
                </div>
              ))}
            </Flex>
            {data.totalItems > IMAGE_DEFAULT_PAGE_SIZE ? (
              <Pagination
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
