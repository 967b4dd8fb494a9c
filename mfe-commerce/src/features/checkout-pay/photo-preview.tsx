import Image from 'antd/es/image';

/** antd's image preview of a product's photos, loaded when the buyer opens it (not in the page's first load). */
export default function PhotoPreview({ urls, onClose }: { urls: string[]; onClose: () => void }) {
  return (
    <Image.PreviewGroup items={urls} preview={{ open: true, onOpenChange: (open) => !open && onClose() }} />
  );
}
